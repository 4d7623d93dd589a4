/** The operator's analytics pages (/admin/analytics, /admin/recordings). */
export const ADMIN_ANALYTICS_PATHS = {
  adminAnalytics: '/api/v2/admin/analytics',
  adminRecordings: '/api/v2/admin/recordings',
  adminRecording: '/api/v2/admin/recordings/:recordingId',
} as const;

/** Analytics (docs/decisions.md, Analytics and session recording): browser batches, no session needed. */
export const ANALYTICS_PATHS = {
  analyticsEvents: '/api/v2/analytics/events',
  analyticsRecordings: '/api/v2/analytics/recordings',
} as const;

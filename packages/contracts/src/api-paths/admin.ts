/** The operator's desk (/admin): admin role only, every change audited. Reports, tags, sources, the audit log. */
export const ADMIN_PATHS = {
  adminReports: '/api/v2/admin/reports',
  adminReportHide: '/api/v2/admin/reports/:commentId/hide',
  adminReportRestore: '/api/v2/admin/reports/:commentId/restore',
  adminReportDismiss: '/api/v2/admin/reports/:commentId/dismiss',
  adminCommunityReports: '/api/v2/admin/community-reports',
  adminCommunityReportHide: '/api/v2/admin/community-reports/:id/hide',
  adminCommunityReportRestore: '/api/v2/admin/community-reports/:id/restore',
  adminCommunityReportDismiss: '/api/v2/admin/community-reports/:id/dismiss',
  adminTags: '/api/v2/admin/tags',
  adminTag: '/api/v2/admin/tags/:tagId',
  adminAudit: '/api/v2/admin/audit',
  adminSources: '/api/v2/admin/sources',
  adminSource: '/api/v2/admin/sources/:sourceId',
  adminSourceRefetch: '/api/v2/admin/sources/:sourceId/refetch',
  adminTagRules: '/api/v2/admin/tag-rules',
  adminTagRule: '/api/v2/admin/tag-rules/:ruleId',
} as const;

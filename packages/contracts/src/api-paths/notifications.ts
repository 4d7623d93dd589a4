/** The viewer's notifications and marking them read. */
export const NOTIFICATION_PATHS = {
  notifications: '/api/v1/notifications',
  notificationsRead: '/api/v1/notifications/read',
} as const;

// Notifications (/notification): replies to and likes of the viewer's comments.
export { listNotifications, markNotificationsRead } from '../api/notifications';
export { NotificationItem, NotificationList, type NotificationListProps } from './notification-list';
export {
  MARK_READ_BATCH,
  applyUnreadCount,
  notificationKeys,
  notificationsInfiniteOptions,
  takeUnreadToMark,
  type NotificationPage,
} from './queries';

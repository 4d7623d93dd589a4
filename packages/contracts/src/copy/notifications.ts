/** The /notification page and the messages the API answers about comments' notifications. */
export const notifications = {
  title: '알림',
  empty: '새로운 알림이 없습니다.',
  markAllRead: '모두 읽음으로 표시',
  reply: (name: string) => `${name}님이 내 댓글에 답글을 남겼습니다.`,
  like: (name: string) => `${name}님이 내 댓글을 좋아합니다.`,
  loginPrompt: '로그인하고 내 댓글에 달린 답글과 좋아요 소식을 받아 보세요.',
  loadFailed: '알림을 불러오지 못했습니다.',
  unread: '새 알림',
  deletedText: '삭제된 댓글입니다.',
} as const;

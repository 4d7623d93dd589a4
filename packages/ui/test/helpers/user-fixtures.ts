import type { CurrentUser } from '@growday/contracts';

/** A signed-in member with nothing unread; tests override what they look at. */
export function userFixture(extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 42,
    username: 'growday_dev',
    profileKey: null,
    profile: null,
    jobId: null,
    jobGroupId: null,
    role: 'member',
    unreadBookmarkCount: 0,
    bookmarkCount: 0,
    historyCount: 0,
    unreadNotificationCount: 0,
    ...extra,
  };
}

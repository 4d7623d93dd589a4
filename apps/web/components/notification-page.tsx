import * as COPY from '@growday/contracts/copy';
import { getCurrentUser } from '@/lib/server/users';
import { NotificationListLazy } from './viewer-lists-lazy';
import { LoginPrompt } from './login-prompt';
import { PageHead } from './page-head';

/** The notification page: the list for a signed-in viewer, a sign-in prompt for a visitor. */
export async function NotificationPage() {
  const user = await getCurrentUser();
  return (
    <div className="gd-container gd-notification-page">
      <PageHead title={COPY.notifications.title} />
      {user ? (
        <NotificationListLazy />
      ) : (
        <LoginPrompt message={COPY.notifications.loginPrompt} testId="notification-login-prompt" />
      )}
    </div>
  );
}

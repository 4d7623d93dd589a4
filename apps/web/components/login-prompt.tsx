import * as COPY from '@growday/contracts/copy';
import { LoginButton } from './login-button';

export interface LoginPromptProps {
  /** Why to sign in here, in the page's own words. */
  message: string;
  /** The prompt's frame; the my pages' by default. */
  className?: string;
  testId: string;
}

/**
 * What a visitor sees where a page holds only a member's own things (/notification, /me/list/*,
 * /me/info/*): why to sign in, and the login button. A server component, so each page's message
 * stays out of the browser's bundle; only the button hydrates.
 */
export function LoginPrompt({ message, className = 'gd-my-page__prompt', testId }: LoginPromptProps) {
  return (
    <div className={className} data-testid={testId}>
      <p>{message}</p>
      <LoginButton />
    </div>
  );
}

/** The my pages' prompt (/me/info/*: profile, comments, community posts). */
export function MyPageLoginPrompt() {
  return <LoginPrompt message={COPY.myPage.loginPrompt} testId="my-page-login-prompt" />;
}

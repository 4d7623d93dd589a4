import { COPY, ROUTES } from '@growday/contracts/client';
import { LoginModalContent, Modal, useAuthState, useHost, useReferralAfterSignIn } from '@growday/ui';
import { toWebUrl } from './web-url';

export interface AccountEntryProps {
  webOrigin: string;
  loginOpen: boolean;
  onOpenLogin: () => void;
  onCloseLogin: () => void;
  /** Where sign-in comes back to: this new-tab page (SH-LOGIN-08). */
  next?: string | undefined;
}

/**
 * The new tab's account corner: signed out, a login button that opens the shared login modal (its
 * buttons carry platform=extension, SH-LOGIN-09, because the host says isExtension); signed in, a
 * link to the profile on the website. Also reports the referral once after sign-in (SH-AUTH-08).
 */
export function AccountEntry({ webOrigin, loginOpen, onOpenLogin, onCloseLogin, next }: AccountEntryProps) {
  const { Link } = useHost();
  // While the session check runs the login button shows: it is what most new tabs end up with.
  const { isLoggedIn, user } = useAuthState();
  useReferralAfterSignIn();
  return (
    <>
      {isLoggedIn && user ? (
        <Link href={ROUTES.myProfile} className="gd-nt-account" data-testid="new-tab-user">
          {user.username}
        </Link>
      ) : (
        <button
          type="button"
          className="gd-button gd-button--small gd-nt-account"
          onClick={onOpenLogin}
          aria-haspopup="dialog"
        >
          {COPY.header.login}
        </button>
      )}
      <Modal
        open={loginOpen}
        onClose={onCloseLogin}
        title={COPY.login.title}
        hideButtons
        showCloseButton
        width={400}
        className="gd-login-dialog"
      >
        <LoginModalContent
          isWebview={false}
          // GitHub shows only for the production website's own build (SH-LOGIN-03).
          pageHost={new URL(webOrigin).hostname}
          next={next}
          privacyHref={toWebUrl(ROUTES.termsPrivacy, webOrigin)}
          serviceHref={toWebUrl(ROUTES.termsService, webOrigin)}
        />
      </Modal>
    </>
  );
}

import * as COPY from '@growday/contracts/copy';
import { PRIVACY_POLICY, ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { TermsDocumentView } from '@/components/terms-document';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata: Metadata = pageMetadata({
  title: PRIVACY_POLICY.title,
  description: COPY.terms.privacyDescription,
  path: ROUTES.termsPrivacy,
});

/** /terms/privacy: the privacy policy (SH-ROUTE-09). */
export default function PrivacyPolicyPage() {
  return (
    <div className="gd-container">
      <TermsDocumentView document={PRIVACY_POLICY} />
    </div>
  );
}

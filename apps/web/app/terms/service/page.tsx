import * as COPY from '@growday/contracts/copy';
import { ROUTES, SERVICE_TERMS } from '@growday/contracts';
import type { Metadata } from 'next';
import { TermsDocumentView } from '@/components/terms-document';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata: Metadata = pageMetadata({
  title: SERVICE_TERMS.title,
  description: COPY.terms.serviceDescription,
  path: ROUTES.termsService,
});

/** /terms/service: the service terms (SH-ROUTE-09). */
export default function ServiceTermsPage() {
  return (
    <div className="gd-container">
      <TermsDocumentView document={SERVICE_TERMS} />
    </div>
  );
}

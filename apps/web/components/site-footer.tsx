import * as COPY from '@growday/contracts/copy';
import { COMPANY, ROUTES } from '@growday/contracts/client';
import Link from 'next/link';
import { webConfig } from '@/lib/server/env';

/** Site footer (SH-UI-04, SH-UI-05): feedback form, terms, privacy, the operator's business details, copyright. */
export function SiteFooter() {
  return (
    <footer className="gd-footer">
      <div className="gd-container gd-footer__inner">
        <nav aria-label={COPY.footer.links}>
          <ul className="gd-footer__links">
            <li>
              <a href={webConfig().serviceFeedbackUrl} target="_blank" rel="noopener noreferrer">
                {COPY.footer.feedback}
                <span className="gd-visually-hidden"> ({COPY.footer.newTab})</span>
              </a>
            </li>
            <li>
              <Link href={ROUTES.termsService}>{COPY.footer.terms}</Link>
            </li>
            <li>
              <Link href={ROUTES.termsPrivacy} className="gd-footer__privacy">
                {COPY.footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
        <address className="gd-footer__company" aria-label={COPY.footer.companyInfo}>
          <strong className="gd-footer__company-name">{COMPANY.name}</strong>
          <dl className="gd-footer__facts">
            <div>
              <dt>{COPY.footer.ceo}</dt>
              <dd>{COMPANY.ceo}</dd>
            </div>
            <div>
              <dt>{COPY.footer.registrationNumber}</dt>
              <dd>{COMPANY.registrationNumber}</dd>
            </div>
            <div>
              <dt>{COPY.footer.mailOrderNumber}</dt>
              <dd>{COMPANY.mailOrderNumber}</dd>
            </div>
            <div>
              <dt>{COPY.footer.address}</dt>
              <dd>{COMPANY.address}</dd>
            </div>
            <div>
              <dt>{COPY.footer.email}</dt>
              <dd>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </dd>
            </div>
          </dl>
        </address>
        <p className="gd-footer__copyright">{COPY.footer.copyright}</p>
      </div>
    </footer>
  );
}

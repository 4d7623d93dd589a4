import { ADMIN_COPY, ROUTES } from '@growday/contracts';
import Link from 'next/link';

/** What `forbidden()` renders, with status 403 (the operator's desk for a non-admin). */
export default function Forbidden() {
  return (
    <div className="gd-container gd-not-found" data-testid="forbidden">
      <h1>{ADMIN_COPY.forbiddenTitle}</h1>
      <p>{ADMIN_COPY.forbiddenBody}</p>
      <Link href={ROUTES.home} className="gd-button gd-button--primary">
        {ADMIN_COPY.home}
      </Link>
    </div>
  );
}

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: COPY.notFound.title };

export default function NotFound() {
  return (
    <div className="gd-container gd-not-found">
      <h1>{COPY.notFound.title}</h1>
      <p>{COPY.notFound.body}</p>
      <Link href={ROUTES.home} className="gd-button gd-button--primary">
        {COPY.notFound.home}
      </Link>
    </div>
  );
}

import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts/client';
import type { ScrapListKind } from '@growday/ui';
import Link from 'next/link';
import { getCurrentUser } from '@/lib/server/users';
import { ScrapListFeedLazy } from './viewer-lists-lazy';
import { PageHead } from './page-head';
import { LoginPrompt } from './login-prompt';

const LISTS: { kind: ScrapListKind; href: string; title: string }[] = [
  { kind: 'queue', href: ROUTES.scrapQueue, title: COPY.scrap.queueTitle },
  { kind: 'recent', href: ROUTES.recent, title: COPY.scrap.recentTitle },
];

/**
 * /me/list/queue and /me/list/recent (CC-ROUTE-12, CC-ROUTE-13, SH-ROUTE-10): the viewer's scraps
 * or reading history, with links between the two; visitors get a sign-in prompt instead.
 */
export async function ScrapListPage({ kind }: { kind: ScrapListKind }) {
  const user = await getCurrentUser();
  const current = LISTS.find((list) => list.kind === kind) ?? LISTS[0]!;
  return (
    <div className="gd-container gd-scrap-page">
      <PageHead title={current.title}>
        <nav aria-label={COPY.scrap.listNav} className="gd-scrap-nav">
          {LISTS.map((list) => (
            <Link
              key={list.kind}
              href={list.href}
              className="gd-scrap-nav__link"
              aria-current={list.kind === kind ? 'page' : undefined}
            >
              {list.title}
            </Link>
          ))}
        </nav>
      </PageHead>
      {user ? (
        <ScrapListFeedLazy kind={kind} label={current.title} />
      ) : (
        <LoginPrompt message={COPY.scrap.loginPrompt} className="gd-scrap-login" testId="scrap-login-prompt" />
      )}
    </div>
  );
}

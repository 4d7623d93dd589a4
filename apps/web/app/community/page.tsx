import {
  COMMUNITY_COPY,
  COMMUNITY_SORT_LABEL,
  COMMUNITY_SORTS,
  DEFAULT_COMMUNITY_SORT,
  ROUTES,
} from '@growday/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CommunityPostList } from '@/components/community/community-post-list';
import { PageHead } from '@/components/page-head';
import { communityHref, getCommunityCategories, getCommunityPage, isCommunitySort } from '@/lib/server/community';
import { pageMetadata } from '@/lib/site-metadata';

export const dynamic = 'force-dynamic';

interface CommunityPageProps {
  searchParams: Promise<{ sort?: string | string[]; category?: string | string[]; after?: string | string[] }>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const metadata: Metadata = pageMetadata({
  title: COMMUNITY_COPY.pageTitle,
  description: COMMUNITY_COPY.pageDescription,
  path: ROUTES.community,
});

/** /community: the community home (issue 16) - latest or a best period, a category, pages by cursor. */
export default async function CommunityPage({ searchParams }: CommunityPageProps) {
  const params = await searchParams;
  const rawSort = first(params.sort);
  const sort = isCommunitySort(rawSort) ? rawSort : DEFAULT_COMMUNITY_SORT;
  const category = first(params.category) || undefined;
  const after = first(params.after) || undefined;
  const [categories, page] = await Promise.all([getCommunityCategories(), getCommunityPage({ sort, category, after })]);
  const next = page.pageInfo.hasNextPage && page.pageInfo.endCursor ? page.pageInfo.endCursor : null;
  return (
    <div className="gd-container gd-community-home">
      <PageHead title={COMMUNITY_COPY.pageTitle} description={COMMUNITY_COPY.pageDescription} />
      <div className="gd-community-home__bar">
        <nav className="gd-tab-bar gd-tab-bar--underline" aria-label={COMMUNITY_COPY.categoryLabel}>
          <div className="gd-tab-bar__list" data-testid="community-categories">
            <Link
              href={communityHref({ sort })}
              className="gd-tab-bar__tab"
              aria-current={category === undefined ? 'page' : undefined}
            >
              {COMMUNITY_COPY.allCategories}
            </Link>
            {categories.map((c) => (
              <Link
                key={c.id}
                href={communityHref({ sort, category: c.slug })}
                className="gd-tab-bar__tab"
                aria-current={category === c.slug ? 'page' : undefined}
              >
                {c.name}
              </Link>
            ))}
          </div>
        </nav>
        <Link href={ROUTES.communityWrite} className="gd-button gd-button--primary" data-testid="community-write">
          {COMMUNITY_COPY.write}
        </Link>
      </div>
      <nav aria-label={COMMUNITY_COPY.pageTitle}>
        <ul className="gd-best-board__tabs" data-testid="community-sorts">
          {COMMUNITY_SORTS.map((s) => (
            <li key={s}>
              <Link
                href={communityHref({ sort: s, category })}
                className="gd-best-board__tab"
                aria-current={s === sort ? 'page' : undefined}
                data-sort={s}
              >
                {COMMUNITY_SORT_LABEL[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CommunityPostList
        posts={page.edges.map((e) => e.node)}
        ranked={sort !== 'latest'}
        empty={COMMUNITY_COPY.empty}
      />
      {next ? (
        <Link
          href={communityHref({ sort, category, after: next })}
          className="gd-button gd-community-home__more"
          data-testid="community-more"
        >
          {COMMUNITY_COPY.more}
        </Link>
      ) : null}
    </div>
  );
}

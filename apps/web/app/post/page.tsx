import * as COPY from '@growday/contracts/copy';
import { ROUTES } from '@growday/contracts';
import type { Metadata } from 'next';
import { PageHead } from '@/components/page-head';
import { getFeedTags } from '@/lib/server/content';
import { getPostListFirstPage, parsePostListQuery, type PostListSearchParams } from '@/lib/server/lists';
import { pageMetadata } from '@/lib/site-metadata';
import { FeedTagListLazy, PostListFeedLazy } from '@/components/post-lists-lazy';

export const dynamic = 'force-dynamic';

interface PostListPageProps {
  searchParams: Promise<PostListSearchParams>;
}

export async function generateMetadata({ searchParams }: PostListPageProps): Promise<Metadata> {
  const list = parsePostListQuery(await searchParams);
  if (!list) return pageMetadata({ title: COPY.lists.pageTitle, path: '/post' });
  return pageMetadata({
    title: list.title,
    description: COPY.lists.pageDescription(list.name),
    path: list.path,
  });
}

/** /post: posts of a tag, source, author or tag group, with the feed tag list (CC-ROUTE-03..06). */
export default async function PostListPage({ searchParams }: PostListPageProps) {
  const list = parsePostListQuery(await searchParams);
  const [tags, firstPage] = await Promise.all([
    getFeedTags(),
    list ? getPostListFirstPage(list.filter) : Promise.resolve(null),
  ]);
  const activeTagName = list?.filter.kind === 'tag' ? list.filter.tagName : null;
  return (
    <div className="gd-container gd-post-list-page">
      <PageHead title={list?.title ?? COPY.lists.pageTitle} />
      <FeedTagListLazy tags={tags} activeTagName={activeTagName} />
      {list ? (
        <PostListFeedLazy
          titleLevel={2}
          key={list.path}
          source={list.filter}
          initialPage={firstPage}
          label={list.title}
        />
      ) : (
        <p className="gd-list-empty" role="status">
          {COPY.lists.invalidQuery}
          <br />
          <a href={ROUTES.home}>{COPY.notFound.home}</a>
        </p>
      )}
    </div>
  );
}

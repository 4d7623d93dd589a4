import { API_PATHS, ROUTES, type CommunityPost, type Connection } from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { feedPost, newestNews } from './feed-helpers';

/** The newest community post, straight from the test stack's API (the seed always has some). */
async function newestCommunityPost(): Promise<CommunityPost> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.communityPosts}?sort=latest&first=1`);
  const post = ((await res.json()) as { data: Connection<CommunityPost> }).data.edges[0]?.node;
  if (!post) throw new Error('no community post in the seed');
  return post;
}

/**
 * Every page of the website a visitor can open, with real ids from the seed: the pages the
 * small-screen and accessibility checks walk (issue 13).
 */
export async function visitorPages(): Promise<string[]> {
  const [post, news, community] = await Promise.all([feedPost(), newestNews(), newestCommunityPost()]);
  return [
    ROUTES.home,
    ROUTES.feed(post.id),
    ROUTES.newsItem(news.id),
    ROUTES.newsComments(news.id),
    ROUTES.news,
    ROUTES.best,
    ROUTES.bestItem(community.id),
    ROUTES.community,
    ROUTES.postsByTag('react'),
    ROUTES.search(''),
    ROUTES.search('리액트'),
    ROUTES.notification,
    ROUTES.scrapQueue,
    ROUTES.recent,
    ROUTES.myProfile,
    ROUTES.myComments,
    ROUTES.termsPrivacy,
    ROUTES.termsService,
    ROUTES.admin,
    '/this-page-does-not-exist',
  ];
}

/** The pages whose content is a signed-in reader's own (their lists, profile and writing). */
export const SIGNED_IN_PAGES = [
  ROUTES.home,
  ROUTES.scrapQueue,
  ROUTES.recent,
  ROUTES.myProfile,
  ROUTES.myComments,
  ROUTES.myCommunityPosts,
  ROUTES.notification,
  ROUTES.communityWrite,
] as const;

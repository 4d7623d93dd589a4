import type { Page } from '@playwright/test';
import { API_PATHS, FEED_PAGE_SIZE_DEFAULT, type Connection, type Post } from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { reactHydrated } from './hydration';

/** Wait until React has hydrated the feed (handlers attached), so clicks reach them. */
export async function hydrated(page: Page) {
  await reactHydrated(page, '.gd-feed');
}

/** The newest posts, straight from the test stack's API (the home page's first page by default). */
export async function latestPosts(first: number = FEED_PAGE_SIZE_DEFAULT): Promise<Post[]> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.latestPosts}?first=${first}`);
  const body = (await res.json()) as { data: Connection<Post> };
  return body.data.edges.map((e) => e.node);
}

/** The index-th feed post (type post, not news) of the home page's first page. */
export async function feedPost(index = 0): Promise<Post> {
  const post = (await latestPosts()).filter((p) => p.type === 'post')[index];
  if (!post) throw new Error('no feed post in the first page');
  return post;
}

/** The newest news item, straight from the test stack's API (the seed always has news). */
export async function newestNews(): Promise<Post> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.news}?first=1`);
  const item = ((await res.json()) as { data: Connection<Post> }).data.edges[0]?.node;
  if (!item) throw new Error('no news item in the seed');
  return item;
}

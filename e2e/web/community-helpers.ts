import { expect, type Page } from '@playwright/test';
import { API_PATHS, type CommunityCategory, type CommunityPost } from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';

/** A community post written through the website's /api proxy as the page's signed-in member. */
export async function writePost(page: Page, title: string, body: string): Promise<CommunityPost> {
  const categories = await page.request.get(API_PATHS.communityCategories);
  const { categories: list } = ((await categories.json()) as { data: { categories: CommunityCategory[] } }).data;
  const res = await page.request.post(API_PATHS.communityPosts, {
    data: { title, body, categoryId: list[0]?.id },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: CommunityPost }).data;
}

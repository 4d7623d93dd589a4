/** Public shapes of the demo content. Re-exported by `index.ts`. */

export interface DemoSource {
  slug: string;
  name: string;
  iconKey: string;
  siteUrl: string;
}

export interface DemoTag {
  name: string;
  shortName: string;
  iconKey: string | null;
  curated: boolean;
}

export interface DemoTagGroup {
  name: string;
  ename: string;
  tags: DemoTag[];
}

export interface DemoUser {
  username: string;
  email: string;
}

export interface DemoPost {
  /** Stable unique key, e.g. "post-0001" / "news-0007" (seeding is idempotent on it). */
  key: string;
  type: 'post' | 'news';
  title: string;
  /** Korean summary, 2-6 sentences, may contain line breaks (shown preformatted). */
  desc: string;
  /** Original article URL on the (invented) source site; unique. */
  url: string;
  author: string;
  /** One of the DemoSource slugs. */
  sourceSlug: string;
  /** 1-7 tag names from the tag groups. */
  tagNames: string[];
  /** Key of a generated image (see renderDemoImage), or null. */
  thumbnailKey: string | null;
  /** Integer 0 .. 30*24*60; the seeder turns it into a date. */
  minutesAgo: number;
  clickCount: number;
  shareCount: number;
}

export interface DemoContent {
  sources: DemoSource[];
  tagGroups: DemoTagGroup[];
  users: DemoUser[];
  posts: DemoPost[];
}

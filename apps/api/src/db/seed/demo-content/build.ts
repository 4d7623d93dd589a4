import { generatePosts } from './posts';
import { buildSources } from './sources';
import { buildTagGroups } from './tag-groups';
import type { DemoContent } from './types';
import { buildUsers } from './users';

/** Deterministic: every call returns equal (but freshly allocated) content. */
export function buildDemoContent(): DemoContent {
  return {
    sources: buildSources(),
    tagGroups: buildTagGroups(),
    users: buildUsers(),
    posts: generatePosts().posts,
  };
}

import * as COPY from '@growday/contracts/copy';
import { FEED_PAGE_SIZE_DEFAULT, ROUTES, type Connection, type Post } from '@growday/contracts';
import { listPostsByFilter, type PostListFilter } from '@growday/ui';
import { getServerApiClient } from './api-client';

export type PostListSearchParams = Record<string, string | string[] | undefined>;

/** What /post lists, with its heading and own address; null when the query names nothing usable. */
export interface PostListPage {
  filter: PostListFilter;
  title: string;
  /** The display name (tag, source, author or group name) for the description. */
  name: string;
  path: string;
}

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed.slice(0, 100) : undefined;
}

/** Read /post's query: tagName, sourceName, authorName, or tagGroup (+ groupName), in that order. */
export function parsePostListQuery(params: PostListSearchParams): PostListPage | null {
  const tagName = single(params.tagName);
  if (tagName) {
    return {
      filter: { kind: 'tag', tagName },
      title: COPY.lists.tagTitle(tagName),
      name: tagName,
      path: ROUTES.postsByTag(tagName),
    };
  }
  const sourceName = single(params.sourceName);
  if (sourceName) {
    return {
      filter: { kind: 'source', sourceName },
      title: COPY.lists.sourceTitle(sourceName),
      name: sourceName,
      path: ROUTES.postsBySource(sourceName),
    };
  }
  const authorName = single(params.authorName);
  if (authorName) {
    return {
      filter: { kind: 'author', authorName },
      title: COPY.lists.authorTitle(authorName),
      name: authorName,
      path: ROUTES.postsByAuthor(authorName),
    };
  }
  const tagGroupRaw = single(params.tagGroup);
  if (tagGroupRaw && /^[1-9][0-9]{0,9}$/.test(tagGroupRaw)) {
    const tagGroup = Number(tagGroupRaw);
    const groupName = single(params.groupName) ?? COPY.lists.pageTitle;
    return {
      filter: { kind: 'tagGroup', tagGroup, groupName },
      title: COPY.lists.tagGroupTitle(groupName),
      name: groupName,
      path: ROUTES.postsByTagGroup(tagGroup, groupName),
    };
  }
  return null;
}

/** The first page of a /post list for the server render; null when the API fails. */
export async function getPostListFirstPage(filter: PostListFilter): Promise<Connection<Post> | null> {
  try {
    return await listPostsByFilter(await getServerApiClient(), filter, { first: FEED_PAGE_SIZE_DEFAULT });
  } catch (error) {
    console.error('[web] post list for the server render failed:', error);
    return null;
  }
}

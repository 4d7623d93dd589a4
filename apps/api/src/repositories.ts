import type { Clock } from './clock';
import type { Db } from './db/client';
import { createAdsRepository } from './modules/ads/ads-repository';
import { createAuditRepository } from './modules/admin/audit-repository';
import { createTagCurationRepository } from './modules/admin/tag-curation-repository';
import { createCommunityTokensRepository } from './modules/auth/community-tokens-repository';
import { createIdentitiesRepository } from './modules/auth/identities-repository';
import { createReferralsRepository } from './modules/auth/referrals-repository';
import { createSessionsRepository } from './modules/auth/sessions-repository';
import { createCommunityPostsRepository } from './modules/best/community-posts-repository';
import { createNewsBestRepository } from './modules/best/news-best-repository';
import { createBookmarksRepository } from './modules/bookmarks/bookmarks-repository';
import { createPostFeedbackRepository } from './modules/bookmarks/post-feedback-repository';
import { createCashRepository } from './modules/cash/cash-repository';
import { createBlocksRepository } from './modules/comments/blocks-repository';
import { createReactionsRepository } from './modules/comments/reactions-repository';
import { createReportsRepository } from './modules/comments/reports-repository';
import { createCommunityRepository } from './modules/community/community-repository';
import { createCommunityViewsRepository } from './modules/community/views-repository';
import { createCountersRepository } from './modules/content-lists/counters-repository';
import { createPostListsRepository } from './modules/content-lists/post-lists-repository';
import { createTagsRepository } from './modules/content-lists/tags-repository';
import { createSourcesRepository } from './modules/ingest/sources-repository';
import { createTagRulesRepository } from './modules/ingest/tag-rules-repository';
import { createFollowTagsRepository } from './modules/my-feed/follow-tags-repository';
import { createNotificationsRepository } from './modules/notifications/notifications-repository';
import { createPostsRepository } from './modules/posts/posts-repository';
import { createRankingsRepository } from './modules/rankings/rankings-repository';
import { createKeywordsRepository } from './modules/search/keywords-repository';
import { createRankingRepository } from './modules/search/ranking-repository';
import { createSearchRepository } from './modules/search/search-repository';
import { createSimilarRepository } from './modules/similar/similar-repository';
import { createJobsRepository } from './modules/users/jobs-repository';
import { createUsersRepository } from './modules/users/users-repository';

/** What the repositories need besides a database handle. */
export interface RepositoryDeps {
  clock: Clock;
  /** The cookie secret (auth/oauth-state.ts loadCookieSecret): keys of view, counter and ranking dedup. */
  cookieSecret: string;
}

/**
 * Every repository the routes use, by name: the one place they are constructed (issue 13 item 7,
 * one dependency-injection style). `buildApp` builds one set on the pool (`app.repos`); a route
 * that writes inside a transaction asks for the set bound to it (`app.reposIn(tx)`).
 */
const factories = {
  ads: (db: Db, deps: RepositoryDeps) => createAdsRepository(db, deps.clock),
  audit: (db: Db, deps: RepositoryDeps) => createAuditRepository(db, deps.clock),
  blocks: (db: Db, deps: RepositoryDeps) => createBlocksRepository(db, deps.clock),
  bookmarks: (db: Db, deps: RepositoryDeps) => createBookmarksRepository(db, deps.clock),
  cash: (db: Db, deps: RepositoryDeps) => createCashRepository(db, deps.clock),
  community: (db: Db, deps: RepositoryDeps) => createCommunityRepository(db, deps.clock),
  communityPosts: (db: Db) => createCommunityPostsRepository(db),
  communityTokens: (db: Db, deps: RepositoryDeps) => createCommunityTokensRepository(db, deps.clock),
  communityViews: (db: Db, deps: RepositoryDeps) => createCommunityViewsRepository(db, deps.clock, deps.cookieSecret),
  counters: (db: Db, deps: RepositoryDeps) => createCountersRepository(db, deps.clock, deps.cookieSecret),
  followTags: (db: Db) => createFollowTagsRepository(db),
  identities: (db: Db, deps: RepositoryDeps) => createIdentitiesRepository(db, deps.clock),
  jobs: (db: Db) => createJobsRepository(db),
  keywords: (db: Db, deps: RepositoryDeps) => createKeywordsRepository(db, deps.clock),
  newsBest: (db: Db) => createNewsBestRepository(db),
  notifications: (db: Db, deps: RepositoryDeps) => createNotificationsRepository(db, deps.clock),
  postFeedback: (db: Db, deps: RepositoryDeps) => createPostFeedbackRepository(db, deps.clock),
  postLists: (db: Db) => createPostListsRepository(db),
  posts: (db: Db) => createPostsRepository(db),
  rankings: (db: Db) => createRankingsRepository(db),
  reactions: (db: Db, deps: RepositoryDeps) => createReactionsRepository(db, deps.clock),
  referrals: (db: Db, deps: RepositoryDeps) => createReferralsRepository(db, deps.clock),
  reports: (db: Db, deps: RepositoryDeps) => createReportsRepository(db, deps.clock),
  search: (db: Db, deps: RepositoryDeps) => createSearchRepository(db, deps.clock),
  searchRanking: (db: Db, deps: RepositoryDeps) => createRankingRepository(db, deps.clock, deps.cookieSecret),
  sessions: (db: Db, deps: RepositoryDeps) => createSessionsRepository(db, deps.clock),
  similar: (db: Db) => createSimilarRepository(db),
  sources: (db: Db, deps: RepositoryDeps) => createSourcesRepository(db, deps.clock),
  tagCuration: (db: Db) => createTagCurationRepository(db),
  tagRules: (db: Db, deps: RepositoryDeps) => createTagRulesRepository(db, deps.clock),
  tags: (db: Db) => createTagsRepository(db),
  users: (db: Db, deps: RepositoryDeps) => createUsersRepository(db, deps.clock),
};

type Factories = typeof factories;
export type Repositories = { readonly [K in keyof Factories]: ReturnType<Factories[K]> };

/**
 * The repositories on one database handle (the pool or a transaction). Each is built on first
 * use and kept, so a transaction pays only for the ones it touches.
 */
export function createRepositories(db: Db, deps: RepositoryDeps): Repositories {
  const built = new Map<keyof Factories, unknown>();
  const repos = {};
  for (const name of Object.keys(factories) as (keyof Factories)[]) {
    Object.defineProperty(repos, name, {
      enumerable: true,
      get() {
        if (!built.has(name)) built.set(name, factories[name](db, deps));
        return built.get(name);
      },
    });
  }
  return repos as Repositories;
}

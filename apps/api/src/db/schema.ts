import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Millisecond precision so a timestamp survives the round trip through a JS Date and a cursor.
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    email: text('email'),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    profileKey: text('profile_key'),
    // Forward references: the job catalogue tables are declared further down.
    jobId: integer('job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    jobGroupId: integer('job_group_id').references((): AnyPgColumn => jobGroups.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    /*
     * The header's counts, stored so a page view reads one row instead of counting growing tables.
     * Statement triggers on bookmarks, post_reads and notifications (migration 0007) move them in
     * the writing transaction, cascaded deletes included, so each equals the COUNT(*) it replaces.
     */
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    unreadBookmarkCount: integer('unread_bookmark_count').notNull().default(0),
    historyCount: integer('history_count').notNull().default(0),
    unreadNotificationCount: integer('unread_notification_count').notNull().default(0),
  },
  (t) => [
    index('users_job_id_idx').on(t.jobId),
    index('users_job_group_id_idx').on(t.jobGroupId),
    check(
      'users_counters_check',
      sql`${t.bookmarkCount} >= 0 and ${t.unreadBookmarkCount} >= 0 and ${t.historyCount} >= 0 and ${t.unreadNotificationCount} >= 0`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, so a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    iconKey: text('icon_key'),
    siteUrl: text('site_url'),
    /*
     * Ingestion (docs/decisions.md, Content ingestion). A source without a feed address (the demo
     * sources) is never fetched.
     */
    feedUrl: text('feed_url').unique(),
    type: text('type', { enum: ['post', 'news'] })
      .notNull()
      .default('post'),
    /** Tag names every item of this source gets (besides the tag rules' matches). */
    defaultTags: text('default_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    /** The last fetch's outcome, shown by `sources list` and the operator's desk. */
    lastFetchedAt: ts('last_fetched_at'),
    lastStatus: integer('last_status'),
    lastItemsAdded: integer('last_items_added'),
    lastError: text('last_error'),
    /** Validators of the last good answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** Back-off: failures in a row, and no fetch before next_attempt_at. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** The lease of the process fetching this source now (claimed with FOR UPDATE SKIP LOCKED). */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
  },
  (t) => [
    check('sources_type_check', sql`${t.type} in ('post', 'news')`),
    check('sources_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

export const tagGroups = pgTable('tag_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ename: text('ename').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    shortName: text('short_name').notNull(),
    iconKey: text('icon_key'),
    curated: boolean('curated').notNull().default(true),
    tagGroupId: integer('tag_group_id').references(() => tagGroups.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tags_tag_group_id_idx').on(t.tagGroupId)],
);

/**
 * Keyword rules that tag ingested items (docs/decisions.md, Content ingestion): an item whose title
 * or description contains the keyword as a word gets the tag. Keywords are stored NFKC, lower case.
 */
export const tagRules = pgTable(
  'tag_rules',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('tag_rules_keyword_tag_idx').on(t.keyword, t.tagId), index('tag_rules_tag_id_idx').on(t.tagId)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    /** Stable external key (feed item id, or the demo key) that makes ingest and seed idempotent. */
    key: text('key').notNull().unique(),
    type: text('type', { enum: ['post', 'news'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    author: text('author'),
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id),
    thumbnail: text('thumbnail'),
    thumbnailKey: text('thumbnail_key'),
    clickCount: integer('click_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    isBest: boolean('is_best').notNull().default(false),
    publishedAt: ts('published_at').notNull(),
    createdAt: ts('created_at').notNull(),
    /**
     * The post's tags as the pages read as one JSON value carry them ([{id, name, iconKey}] in
     * post_tags.position order), kept by triggers on post_tags and tags (migration 0024) and never
     * written by code: reading it costs a column, where building it cost a tag lookup per post,
     * about two thirds of the latest page's time on the embedded database (docs/decisions.md).
     */
    tagList: json('tag_list')
      .$type<Array<{ id: number; name: string; iconKey: string | null }>>()
      .notNull()
      .default(sql`'[]'::json`),
  },
  (t) => [
    index('posts_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_type_published_idx').on(t.type, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // `desc nulls first` is what ORDER BY ... DESC means, so the planner walks these indexes in feed
    // order instead of sorting. Lists by source and by author walk theirs the same way.
    index('posts_source_published_idx').on(t.sourceId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_published_idx').on(t.author, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('posts_type_check', sql`${t.type} in ('post', 'news')`),
    check(
      'posts_counters_check',
      sql`${t.clickCount} >= 0 and ${t.shareCount} >= 0 and ${t.bookmarkCount} >= 0 and ${t.commentCount} >= 0`,
    ),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tags_tag_id_idx').on(t.tagId, t.postId)],
);

/**
 * The community's categories (issue 16), chosen by the operator: seeded by migration 0015
 * (자유, 취업·이직, 질문, 회고); `position` orders the tabs.
 */
export const communityCategories = pgTable('community_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * Community posts: written by members on /community (issue 16) and ranked in the community best
 * lists and the COMMUNITY tab. The demo posts are seeded rows of this table. A trigger on
 * community_post_votes (migration 0015) moves up_count, down_count and vote_count (up minus down)
 * with the rows, so a member's post's counts equal its rows; a demo post starts from its seeded
 * counts.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    /** Natural key (the demo key, or a random key for a member's post) that makes seeding idempotent. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    /** Markdown as the writer typed it; rendered through the safe subset on every read. */
    body: text('body').notNull(),
    /** Null when the operator removed the category; such posts stay in the all-categories list. */
    categoryId: integer('category_id').references(() => communityCategories.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    upCount: integer('up_count').notNull().default(0),
    downCount: integer('down_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    /** Set when the writer changes title, body or category: the edited mark. */
    editedAt: ts('edited_at'),
    /** Set when the operator hides the post from the review queue; hidden posts answer 404. */
    hiddenAt: ts('hidden_at'),
    /** The last operator decision; only reports after it are open in the review queue. */
    moderatedAt: ts('moderated_at'),
  },
  (t) => [
    index('community_posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('community_posts_category_created_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'community_posts_counters_check',
      sql`${t.upCount} >= 0 and ${t.downCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0`,
    ),
  ],
);

/** One member's vote on a community post: +1 (up) or -1 (down); no row is no vote. */
export const communityPostVotes = pgTable(
  'community_post_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_post_votes_user_id_idx').on(t.userId),
    check('community_post_votes_value_check', sql`${t.value} in (1, -1)`),
  ],
);

/** A report of a community post: at most one per reporter and post; the review queue reads them. */
export const communityPostReports = pgTable(
  'community_post_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    reportMessage: text('report_message').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_post_reports_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('community_post_reports_user_id_idx').on(t.userId),
  ],
);

/**
 * The last time each viewer (an HMAC of the user id or address, as counter_hits) moved a
 * community post's view count; a view counts once per VIEWER_COUNTER_WINDOW_SECONDS.
 */
export const communityViewHits = pgTable(
  'community_view_hits',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    viewerHash: text('viewer_hash').notNull(),
    countedAt: ts('counted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.viewerHash] }),
    index('community_view_hits_counted_at_idx').on(t.countedAt),
  ],
);

/** A user's bookmarks ("scraps"). `read_at` is set when the user opens the post after bookmarking it. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.postId.desc().nullsFirst()),
    // Deleting a post cascades here; without it each delete scans every user's bookmarks.
    index('bookmarks_post_id_idx').on(t.postId),
  ],
);

/** Reading history: the last time each user opened each post. */
export const postReads = pgTable(
  'post_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('post_reads_user_read_idx').on(t.userId, t.readAt.desc().nullsFirst(), t.postId.desc().nullsFirst()),
    index('post_reads_post_id_idx').on(t.postId),
  ],
);

/** Posts a user marked "not interested" (POST /api/v1/posts/ignore): left out of their lists. */
export const postIgnores = pgTable(
  'post_ignores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_ignores_post_id_idx').on(t.postId)],
);

/** A social account linked to a user: one row per provider account, several per user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google', 'github', 'kakao', 'naver'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    profileImageUrl: text('profile_image_url'),
    createdAt: ts('created_at').notNull(),
    lastLoginAt: ts('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('user_identities_user_id_idx').on(t.userId),
    check('user_identities_provider_check', sql`${t.provider} in ('google', 'github', 'kakao', 'naver')`),
  ],
);

/** Short-lived single-use tokens that carry a session to the community host (/redirect-login). */
export const communityTokens = pgTable(
  'community_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('community_tokens_expires_at_idx').on(t.expiresAt)],
);

/** A referral recorded once per invitee (sign-in from a device connected to the extension). */
export const referrals = pgTable('referrals', {
  inviteeUserId: integer('invitee_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterCode: text('inviter_code'),
  createdAt: ts('created_at').notNull(),
});

export const jobGroups = pgTable('job_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    jobGroupId: integer('job_group_id')
      .notNull()
      .references(() => jobGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('jobs_job_group_id_idx').on(t.jobGroupId), uniqueIndex('jobs_group_name_idx').on(t.jobGroupId, t.name)],
);

/** Tags a user follows; they make up the user's My Feed. */
export const userFollowTags = pgTable(
  'user_follow_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_follow_tags_tag_id_idx').on(t.tagId)],
);

/**
 * Comments and replies on posts and on community posts: exactly one of post_id and
 * community_post_id is set (comments_target_check), so a query keyed to posts never meets a
 * community comment. A reply's parent is always a top-level comment of the same target (a reply
 * to a reply attaches to its thread root). Deletion is soft so a deleted comment keeps its place.
 * posts.comment_count moves in the write path; community_posts.comment_count by a trigger
 * (migration 0022).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    communityPostId: integer('community_post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['ACTIVE', 'DELETED_BY_REPORT'] })
      .notNull()
      .default('ACTIVE'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
    /** The last operator hide or restore; only reports after it count toward the hide threshold. */
    moderatedAt: ts('moderated_at'),
  },
  (t) => [
    index('comments_post_top_idx').on(t.postId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A post's top-level comments by likes (orderBy likeCount): walked in order, no sort.
    index('comments_post_top_likes_idx')
      .on(t.postId, t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_community_top_idx')
      .on(t.communityPostId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.communityPostId} is not null`),
    index('comments_community_top_likes_idx')
      .on(t.communityPostId, t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.communityPostId} is not null and ${t.parentId} is null`),
    check('comments_target_check', sql`num_nonnulls(${t.postId}, ${t.communityPostId}) = 1`),
    check('comments_status_check', sql`${t.status} in ('ACTIVE', 'DELETED_BY_REPORT')`),
    check('comments_counters_check', sql`${t.likeCount} >= 0 and ${t.dislikeCount} >= 0`),
  ],
);

/**
 * One row per user holding the time of their last comment. Creating a comment claims it with a
 * conditional upsert in the comment's transaction, so the 60 s rule holds across API processes.
 */
export const commentRateLimits = pgTable('comment_rate_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastCommentAt: ts('last_comment_at').notNull(),
});

/** A user's like or dislike of a comment: at most one row per user and comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['like', 'dislike'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_id_idx').on(t.userId),
    check('comment_reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
  ],
);

/** A report of a comment: at most one per reporter and comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    reportMessage: text('report_message').notNull(),
    /** The comment data the client sent with the report (kept for the operator's review). */
    data: jsonb('data'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reports_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('comment_reports_user_id_idx').on(t.userId),
  ],
);

/** Users a user has blocked; their comments show as blocked to the blocker. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_id_idx').on(t.blockedId)],
);

/**
 * What happened to a user's comments: a reply to it or a like of it by someone else. A like
 * notifies once per liker and comment (the partial unique index), however often it is toggled.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['reply', 'like'] }).notNull(),
    /** The comment's target: exactly one of post_id and community_post_id, as on comments. */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    communityPostId: integer('community_post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** The reply (kind reply) or the liked comment (kind like). */
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_like_once_idx')
      .on(t.userId, t.actorId, t.commentId)
      .where(sql`${t.kind} = 'like'`),
    // Deleting a comment, post or actor cascades (or sets null) here.
    index('notifications_comment_id_idx').on(t.commentId),
    index('notifications_post_id_idx').on(t.postId),
    index('notifications_actor_id_idx').on(t.actorId),
    index('notifications_community_post_id_idx').on(t.communityPostId),
    check('notifications_target_check', sql`num_nonnulls(${t.postId}, ${t.communityPostId}) = 1`),
    check('notifications_kind_check', sql`${t.kind} in ('reply', 'like')`),
  ],
);

/**
 * One row per counter, post and viewer: the last time that viewer moved that counter. A click,
 * share or news view counts only when it inserts the row or finds it older than the window
 * (VIEWER_COUNTER_WINDOW_SECONDS), so a script repeating the call moves nothing. The viewer key
 * is an HMAC of the user id or client address, never the address itself; rows older than the
 * window are swept (server.ts).
 */
export const counterHits = pgTable(
  'counter_hits',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['click', 'share', 'news_view'] }).notNull(),
    viewerHash: text('viewer_hash').notNull(),
    countedAt: ts('counted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.kind, t.viewerHash] }),
    index('counter_hits_counted_at_idx').on(t.countedAt),
    check('counter_hits_kind_check', sql`${t.kind} in ('click', 'share', 'news_view')`),
  ],
);

/**
 * The search document of a post (docs/decisions.md, Search), kept by triggers (migration 0008)
 * from the post's title, tags, description, source and author; never written by code. A table of
 * its own keeps the posts rows, which every feed list reads, narrow. Each text is the normalised
 * tokens between single spaces, with a space at both ends.
 */
export const postSearch = pgTable(
  'post_search',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    tags: text('tags').notNull(),
    body: text('body').notNull(),
    doc: text('doc').notNull(),
    /** Every character and character bigram of every token: what the GIN index answers from. */
    grams: text('grams').array().notNull(),
    /**
     * Each field's tokens, and each token without a particle it ends in, as ` t:word ` (title),
     * ` g:word ` (tags), ` b:word ` (body): a whole-word test is one strpos (search_words()).
     */
    words: text('words').notNull().default(''),
  },
  (t) => [
    index('post_search_grams_idx').using('gin', t.grams),
    index('post_search_doc_trgm_idx').using('gin', sql`${t.doc} gin_trgm_ops`),
  ],
);

/**
 * Search synonyms (docs/decisions.md, Search): every term of a canonical group finds the others
 * (리액트 and React, 쿠버네티스, Kubernetes and k8s). Terms and canonicals are stored normalised
 * (NFKC, lower case, one token); the canonical is itself a member of its group.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    term: text('term').primaryKey(),
    canonical: text('canonical').notNull(),
  },
  (t) => [index('search_synonyms_canonical_idx').on(t.canonical)],
);

/**
 * Logged searches for the popular searches list (docs/decisions.md, Search): one row per
 * normalised query and searcher (an HMAC of the user id or client address, as counter_hits), its
 * time moved to the latest search, so one person counts once however often they search.
 */
export const searchLog = pgTable(
  'search_log',
  {
    query: text('query').notNull(),
    /** The query as this searcher last typed it (trimmed), so lists show words people use, not canonicals. */
    display: text('display'),
    viewerHash: text('viewer_hash').notNull(),
    searchedAt: ts('searched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.query, t.viewerHash] }), index('search_log_searched_at_idx').on(t.searchedAt)],
);

/**
 * Terms operators hid from popular searches and suggestions (`npm run ops -- search-terms hide`),
 * stored normalised as search_log's queries are (words without particles, synonyms as their
 * canonical), so hiding 리액트 also hides REACT and 리액트를.
 */
export const searchHiddenTerms = pgTable('search_hidden_terms', {
  term: text('term').primaryKey(),
  hiddenAt: ts('hidden_at').notNull(),
});

/**
 * The operator's audit log (docs/decisions.md, Operator's desk): one row per admin action, from
 * the /admin pages (actor: the admin's username then) or `npm run ops` (actor 'ops'). Rows are
 * never updated; the actor's name is copied so the log outlives a deleted account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: text('detail'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_actor_user_id_idx').on(t.actorUserId),
  ],
);

/**
 * Cash pick tokens (docs/decisions.md, Cash rewards): single use, CASH_TOKEN_TTL_SECONDS, bound to
 * the user and the browser tab they were issued for; only the token's hash is stored.
 */
export const cashTokens = pgTable(
  'cash_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tabId: integer('tab_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('cash_tokens_user_id_idx').on(t.userId), index('cash_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * The cash ledger: append-only (a trigger refuses UPDATE and DELETE; a mistake is cancelled by a
 * reversal row). A user's cash is the sum of their rows. Picks carry their Korea-time day and their
 * place in that day's schedule, unique per user, so even a lost lock cannot pay a slot twice; the
 * install reward is unique per user; a row is reversed at most once (unique reverses_id).
 */
export const cashLedger = pgTable(
  'cash_ledger',
  {
    id: serial('id').primaryKey(),
    // No cascade: accounting rows outlive nothing silently; deleting a paid user is refused.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    transactionKey: text('transaction_key').notNull().unique('cash_ledger_transaction_key_unique'),
    tabId: integer('tab_id'),
    kstDay: text('kst_day'),
    daySeq: integer('day_seq'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => cashLedger.id),
    note: text('note'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('cash_ledger_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('cash_ledger_pick_slot_unique')
      .on(t.userId, t.kstDay, t.daySeq)
      .where(sql`${t.kind} = 'pick'`),
    uniqueIndex('cash_ledger_install_unique')
      .on(t.userId)
      .where(sql`${t.kind} = 'install'`),
    uniqueIndex('cash_ledger_reverses_id_unique').on(t.reversesId),
    check('cash_ledger_kind_check', sql`${t.kind} in ('pick', 'install', 'reversal')`),
    check(
      'cash_ledger_shape_check',
      sql`(${t.kind} = 'reversal' and ${t.amount} < 0 and ${t.reversesId} is not null)
        or (${t.kind} = 'pick' and ${t.amount} > 0 and ${t.reversesId} is null and ${t.kstDay} is not null and ${t.daySeq} >= 0)
        or (${t.kind} = 'install' and ${t.amount} > 0 and ${t.reversesId} is null)`,
    ),
  ],
);

/**
 * Ad inventories (docs/decisions.md, Ads): one placement definition each, edited by operators
 * (`npm run ops -- ads`, /admin). The mediation groups are one JSON array, checked against
 * adInventoryBodySchema on every write and read whole by listAdInventories.
 */
export const adInventories = pgTable(
  'ad_inventories',
  {
    inventoryId: text('inventory_id').primaryKey(),
    appName: text('app_name').notNull(),
    project: text('project').notNull(),
    screen: text('screen').notNull(),
    location: text('location').notNull(),
    tenant: text('tenant').notNull(),
    mediationGroups: jsonb('mediation_groups').$type<unknown[]>().notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('ad_inventories_groups_check', sql`jsonb_typeof(${t.mediationGroups}) = 'array'`)],
);

/**
 * House-ad creatives, served by requestAds for a channel and keyword group between their start
 * and end. `key` is the natural key of seeded creatives (seeding twice adds nothing).
 */
export const adCreatives = pgTable(
  'ad_creatives',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    targetUrl: text('target_url').notNull(),
    channels: text('channels').array().notNull(),
    keywordGroups: text('keyword_groups').array().notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('ad_creatives_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('ad_creatives_ends_at_idx').on(t.endsAt),
  ],
);

/** Counted impressions: one per served ad (creative and request), whatever the client repeats. */
export const adImpressions = pgTable(
  'ad_impressions',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => adCreatives.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    inventoryId: text('inventory_id'),
    channel: text('channel').notNull(),
    countedAt: ts('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.requestId] }), index('ad_impressions_counted_at_idx').on(t.countedAt)],
);

/** Counted clicks: one per served ad, as impressions. */
export const adClicks = pgTable(
  'ad_clicks',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => adCreatives.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    inventoryId: text('inventory_id'),
    channel: text('channel').notNull(),
    countedAt: ts('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.requestId] }), index('ad_clicks_counted_at_idx').on(t.countedAt)],
);

/** Binary column (bytea) as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files when FILE_STORE=database (the default with DATABASE_URL): every API process on
 * every host serves what any of them stored (modules/files/file-store.ts). Keys are random and
 * never reused, so a row is written once and only deleted.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Analytics events (docs/decisions.md, Analytics and session recording). The migration makes this
 * table PARTITIONED BY RANGE (received_at), one partition a UTC day, created as events arrive and
 * dropped whole after ANALYTICS_RETENTION_DAYS; no primary key (a partitioned table's key would
 * have to include the day, and nothing looks an event up by key). received_at is the server's
 * clock; client_event_us the browser's, in microseconds, clamped by the written rule.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    receivedAt: ts('received_at').notNull(),
    clientEventUs: bigint('client_event_us', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    suppleUserId: text('supple_user_id').notNull(),
    /** The signed-in user the session cookie proved (supple_user_id is only what the browser said). */
    userId: integer('user_id'),
    webSessionId: uuid('web_session_id').notNull(),
    platform: text('platform').notNull(),
    pageLocation: text('page_location').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_name_idx').on(t.name, t.receivedAt),
  ],
);

/**
 * Daily figures of /admin/analytics and `npm run ops -- report daily`, computed from the raw
 * events by the maintenance job (one row per KST day, metric and key), so reports never scan events.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    extra: bigint('extra', { mode: 'number' }).notNull().default(0),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

/** A recorded browser session (rrweb); its events are in session_recording_chunks. */
export const sessionRecordings = pgTable(
  'session_recordings',
  {
    id: uuid('id').primaryKey(),
    webSessionId: uuid('web_session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull(),
    lastAt: ts('last_at').notNull(),
    chunks: integer('chunks').notNull().default(0),
    /** JSON bytes kept (before compression), bounded by RECORDING_MAX_BYTES. */
    bytes: integer('bytes').notNull().default(0),
    cut: boolean('cut').notNull().default(false),
  },
  (t) => [index('session_recordings_last_at_idx').on(t.lastAt), index('session_recordings_user_id_idx').on(t.userId)],
);

/** One flushed chunk of a recording: its rrweb events as gzip-compressed JSON. */
export const sessionRecordingChunks = pgTable(
  'session_recording_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => sessionRecordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.seq] })],
);

/**
 * Scheduled jobs' next due runs, one row per job (db/scheduled-runs.ts): a process runs a job's
 * pass only when its statement moves next_run_at forward, so the analytics maintenance (rollups,
 * partitions, retention) runs once per interval across every API process and host.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  job: text('job').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lastRunAt: ts('last_run_at').notNull(),
  /** host/pid/instance of the process that ran it last. */
  lastHolder: text('last_holder').notNull(),
});

import { AUDIT_ACTOR_OPS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { CACHE_NAMES, type CacheInvalidator } from '../../lib/cache-registry';
import { seedDemoContent } from '../../db/seed/seed';
import { createAuditRepository } from '../admin/audit-repository';
import { runTagsCommand } from '../admin/tags-command';
import { createReportsRepository } from '../comments/reports-repository';
import { runSearchTermsCommand } from '../search/search-terms-command';
import { runSynonymsCommand } from '../search/synonyms-command';
import { runAnalyticsCommand } from '../analytics/analytics-command';
import { runCashCommand } from '../cash/cash-command';
import { runAdsCommand } from '../ads/ads-command';
import { runIngestCommand } from '../ingest/ingest-command';
import type { IngestSettings } from '../ingest/ingest-pass';
import { runSourcesCommand } from '../ingest/sources-command';
import { runTagRulesCommand } from '../ingest/tag-rules-command';
import { createUsersRepository } from '../users/users-repository';

export interface OpsResult {
  ok: boolean;
  message: string;
}

export const OPS_USAGE = [
  'usage: npm run ops -- <noun> <verb> [args]',
  '  backup <file.tar.gz>           the embedded data folder as one archive (server stopped; PostgreSQL: pg_dump)',
  '  restore <file.tar.gz>          replace the embedded data folder from a backup (the old one is kept beside it)',
  '  seed [--reset]                 add the demo content (--reset empties the database first)',
  '  users grant-admin <username>   make a user an operator',
  '  reports list                   reported comments, most recently reported first',
  '  reports hide <commentId>       hide a comment (status DELETED_BY_REPORT)',
  '  reports restore <commentId>    show it again; earlier reports stop counting',
  '  reports dismiss <commentId>    the reports were unfounded: the comment stays visible, they stop counting',
  '  tags curate|uncurate <name>    put a tag in (or take it out of) the curated tag lists',
  '  synonyms list                  search synonym groups',
  '  synonyms add <term> <canonical>  the term finds and is found by its group (one word each)',
  '  synonyms remove <term>         take a term out of its group',
  "  cash ledger [username]         cash ledger rows, newest first (with the user's total)",
  '  cash reverse <transactionKey>  cancel a payout with a reversing row (once per row)',
  '  ads list [creatives]           ad inventories (or house creatives with impressions and clicks)',
  "  ads set <inventoryId> '<json>'  add or replace an inventory (appName, project, screen, location, tenant, mediationGroups)",
  '  ads remove <inventoryId>       remove an inventory',
  "  ads creative-add '<json>'      add a house creative (title, image, targetUrl, channels, keywordGroups, startsAt, endsAt)",
  '  ads creative-end <id>          stop serving a creative now (its counts stay)',
  '  ingest                         one ingestion pass over the due, enabled sources (= npm run ingest)',
  '  sources list                   one line a source: state, feed, last fetch status and error',
  '  sources add --name N --feed URL --type post|news [--tags a,b]   add a feed source',
  '  sources disable|enable <id|name>   stop or resume fetching a source (enable lifts a back-off)',
  '  sources refetch <id|name>      fetch a source now (lifts its back-off)',
  '  sources import <file.opml>     add the feeds of an OPML file (e.g. catalogue/korean-dev-feeds.opml)',
  '  sources export <file.opml|->   write the sources as OPML (- prints it)',
  '  tag-rules list                 keyword → tag rules that tag ingested items',
  '  tag-rules add <keyword> <tag>  items whose title or description has the keyword as a word get the tag',
  "  tag-rules remove <keyword> [tag]   remove the keyword's rule (for one tag, or all)",
  '  search-terms list              terms hidden from popular searches and suggestions',
  '  search-terms hide <term>       never list the term (any spelling, particle or synonym of it)',
  '  search-terms unhide <term>     list it again',
  "  report daily [--date YYYY-MM-DD]   the operators' numbers of a KST day (default yesterday)",
  '  analytics maintain             partitions, retention and rollups now (the server runs it every 10 min)',
  '  analytics events [sessionId]   the latest raw analytics events as JSON lines',
].join('\n');

/** Verbs that only read; every other command that succeeds is an admin action and is audited. */
const READ_ONLY_VERBS = new Set(['list', 'export', 'ledger', 'daily', 'events']);

export interface OpsContext {
  db: Db;
  clock: Clock;
  ingest?: IngestSettings;
  /** Empties the API's caches a command made stale (the registry in the server, Redis from the CLI). */
  caches?: CacheInvalidator;
}

/**
 * Every operator command, run against a database handle. The CLI runs it through the live server
 * (embedded PGlite) or directly (PostgreSQL server, or no server running), always through here.
 * A change that succeeded is written to the audit log as actor 'ops' (docs/decisions.md, Operator's desk).
 */
export async function runOpsCommand(args: string[], ctx: OpsContext): Promise<OpsResult> {
  const result = await dispatch(args, ctx);
  const [noun, verb, ...rest] = args;
  if (result.ok && noun && !(verb && READ_ONLY_VERBS.has(verb))) {
    await createAuditRepository(ctx.db, ctx.clock).record(
      { userId: null, name: AUDIT_ACTOR_OPS },
      {
        action: verb && !verb.startsWith('-') ? `${noun}.${verb}` : noun,
        targetType: noun,
        targetId: rest[0] ?? null,
        detail: rest.length > 1 ? rest.slice(1).join(' ').slice(0, 500) : null,
      },
    );
  }
  return result;
}

async function dispatch(args: string[], ctx: OpsContext): Promise<OpsResult> {
  const [noun, verb, ...rest] = args;
  if (noun === 'seed' && (verb === undefined || verb === '--reset') && rest.length === 0) {
    const result = await seedDemoContent(ctx.db, ctx.clock, { reset: verb === '--reset' });
    return {
      ok: true,
      message: `seeded${verb ? ' after reset' : ''}: ${result.sources} sources, ${result.tags} tags, ${result.posts} posts, ${result.communityPosts} community posts, ${result.users} users`,
    };
  }
  if (noun === 'users' && verb === 'grant-admin' && rest.length === 1 && rest[0]) {
    const found = await createUsersRepository(ctx.db, ctx.clock).grantAdmin(rest[0]);
    return found
      ? { ok: true, message: `${rest[0]} is now an admin` }
      : { ok: false, message: `no user named ${rest[0]}` };
  }
  if (noun === 'reports') return runReportsCommand(verb, rest, ctx);
  if (noun === 'tags') return runTagsCommand(verb, rest, ctx.db, OPS_USAGE);
  if (noun === 'synonyms') return runSynonymsCommand(verb, rest, ctx, OPS_USAGE);
  if (noun === 'cash') return runCashCommand(verb, rest, ctx, OPS_USAGE);
  if (noun === 'ads') return runAdsCommand(verb, rest, ctx, OPS_USAGE);
  const ingestCtx = { ...ctx, ingest: ctx.ingest ?? { allowPrivateAddresses: false, intervalMinutes: 0 } };
  if (noun === 'ingest') return runIngestCommand(verb === undefined ? [] : [verb, ...rest], ingestCtx, OPS_USAGE);
  if (noun === 'sources') return runSourcesCommand(verb, rest, ingestCtx, OPS_USAGE);
  if (noun === 'tag-rules') return runTagRulesCommand(verb, rest, ctx, OPS_USAGE);
  if (noun === 'search-terms') return runSearchTermsCommand(verb, rest, ctx, OPS_USAGE);
  if (noun === 'report' || noun === 'analytics') return runAnalyticsCommand(noun, verb, rest, ctx, OPS_USAGE);
  return { ok: false, message: `unknown command: ${args.join(' ') || '(none)'}\n${OPS_USAGE}` };
}

async function runReportsCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock; caches?: CacheInvalidator },
): Promise<OpsResult> {
  const reports = createReportsRepository(ctx.db, ctx.clock);
  // A decision changes what comment lists show and its post's comment count, in every API process.
  const decided = () => ctx.caches?.invalidate(CACHE_NAMES.commentLists, CACHE_NAMES.posts);
  if (verb === 'list' && rest.length === 0) {
    const rows = await reports.list();
    if (rows.length === 0) return { ok: true, message: 'no reported comments' };
    const lines = rows.map(
      (r) =>
        `#${r.commentId} ${r.postKind} ${r.postId} ${r.isDeleted ? 'DELETED' : r.status} reports=${r.reports} last=${r.lastReportAt.toISOString()} ${JSON.stringify(r.text.slice(0, 60))}`,
    );
    return { ok: true, message: lines.join('\n') };
  }
  const id = Number(rest[0]);
  if (verb === 'dismiss' && rest.length === 1 && Number.isSafeInteger(id) && id > 0) {
    if (!(await reports.dismiss(id))) return { ok: false, message: `no reported comment with id ${id}` };
    await decided();
    return { ok: true, message: `reports of comment ${id} dismissed` };
  }
  if ((verb === 'hide' || verb === 'restore') && rest.length === 1 && Number.isSafeInteger(id) && id > 0) {
    const found = verb === 'hide' ? await reports.hide(id) : await reports.restore(id);
    if (!found) return { ok: false, message: `no comment with id ${id}` };
    await decided();
    return { ok: true, message: `comment ${id} ${verb === 'hide' ? 'hidden' : 'restored'}` };
  }
  return { ok: false, message: `unknown command: reports ${[verb, ...rest].join(' ')}\n${OPS_USAGE}` };
}

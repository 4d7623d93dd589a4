import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { seedDemoContent } from '../../db/seed/seed';
import { createUsersRepository } from '../users/users-repository';

export interface OpsResult {
  ok: boolean;
  message: string;
}

export const OPS_USAGE = [
  'usage: npm run ops -- <noun> <verb> [args]',
  '  seed [--reset]                 add the demo content (--reset empties the database first)',
  '  users grant-admin <username>   make a user an operator',
].join('\n');

/**
 * Every operator command, run against a database handle. The CLI runs it through the live server
 * (embedded PGlite) or directly (PostgreSQL server, or no server running), always through here.
 */
export async function runOpsCommand(args: string[], ctx: { db: Db; clock: Clock }): Promise<OpsResult> {
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
  return { ok: false, message: `unknown command: ${args.join(' ') || '(none)'}\n${OPS_USAGE}` };
}

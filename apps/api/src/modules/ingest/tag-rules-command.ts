import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { OpsResult } from '../ops/commands';
import { createTagRulesRepository } from './tag-rules-repository';

/** `npm run ops -- tag-rules list | add <keyword> <tag> | remove <keyword> [tag]`. */
export async function runTagRulesCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock },
  usage: string,
): Promise<OpsResult> {
  const rules = createTagRulesRepository(ctx.db, ctx.clock);
  if (verb === 'list' && rest.length === 0) {
    const rows = await rules.list();
    return {
      ok: true,
      message: rows.length === 0 ? 'no tag rules' : rows.map((r) => `${r.keyword} → ${r.tagName}`).join('\n'),
    };
  }
  if (verb === 'add' && rest.length === 2) {
    const result = await rules.add(rest[0]!, rest[1]!);
    if (!result.ok) return result;
    return {
      ok: true,
      message: `${result.created ? 'added' : 'already present'}: ${result.rule.keyword} → ${result.rule.tagName}`,
    };
  }
  if (verb === 'remove' && (rest.length === 1 || rest.length === 2)) {
    const removed = await rules.remove(rest[0]!, rest[1]);
    return removed > 0
      ? { ok: true, message: `removed ${removed} rule${removed === 1 ? '' : 's'} for ${rest[0]}` }
      : { ok: false, message: `no rule for ${rest.slice(0, 2).join(' → ')}` };
  }
  return { ok: false, message: `unknown command: tag-rules ${[verb, ...rest].join(' ')}\n${usage}` };
}

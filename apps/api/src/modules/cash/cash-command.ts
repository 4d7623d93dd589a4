import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { OpsResult } from '../ops/commands';
import { createCashRepository } from './cash-repository';

/** `npm run ops -- cash ledger [username] | reverse <transactionKey>` (docs/decisions.md, Cash rewards). */
export async function runCashCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock },
  usage: string,
): Promise<OpsResult> {
  const cash = createCashRepository(ctx.db, ctx.clock);
  if (verb === 'ledger' && rest.length <= 1) {
    const rows = await cash.ledger(rest[0]);
    if (rows === null) return { ok: false, message: `no user named ${rest[0]}` };
    if (rows.length === 0) return { ok: true, message: 'no cash ledger rows' };
    const lines = rows.map(
      (r) =>
        `${r.createdAt.toISOString()} ${r.username ?? `user#${r.userId}`} ${r.kind} ${r.amount > 0 ? '+' : ''}${r.amount} ${r.transactionKey}${r.reversesKey ? ` (reverses ${r.reversesKey})` : ''}`,
    );
    if (rest[0] !== undefined) {
      const [first] = rows;
      lines.push(`total ${first ? await cash.total(first.userId) : 0}`);
    }
    return { ok: true, message: lines.join('\n') };
  }
  if (verb === 'reverse' && rest.length === 1 && rest[0]) {
    const outcome = await cash.reverse(rest[0]);
    switch (outcome.kind) {
      case 'reversed':
        return {
          ok: true,
          message: `reversed ${rest[0]}: ${outcome.amount} for user#${outcome.userId} as ${outcome.transactionKey}`,
        };
      case 'unknown':
        return { ok: false, message: `no ledger row with transaction key ${rest[0]}` };
      case 'isReversal':
        return { ok: false, message: `${rest[0]} is a reversal; reversals are not reversed` };
      case 'alreadyReversed':
        return { ok: false, message: `${rest[0]} is already reversed` };
    }
  }
  return { ok: false, message: `unknown command: cash ${[verb, ...rest].join(' ')}\n${usage}` };
}

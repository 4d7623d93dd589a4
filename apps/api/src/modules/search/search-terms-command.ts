import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { OpsResult } from '../ops/commands';
import { createHiddenTermsRepository } from './hidden-terms-repository';

/** `npm run ops -- search-terms list | hide <term> | unhide <term>` (a term may be several words). */
export async function runSearchTermsCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock },
  usage: string,
): Promise<OpsResult> {
  const hidden = createHiddenTermsRepository(ctx.db, ctx.clock);
  if (verb === 'list' && rest.length === 0) {
    const terms = await hidden.list();
    return { ok: true, message: terms.length === 0 ? 'no hidden search terms' : terms.join('\n') };
  }
  if ((verb === 'hide' || verb === 'unhide') && rest.length > 0) {
    const text = rest.join(' ');
    if (verb === 'hide') {
      const term = await hidden.hide(text);
      return term
        ? { ok: true, message: `${term} is hidden from popular searches and suggestions` }
        : { ok: false, message: 'a search term needs at least one word' };
    }
    const term = await hidden.unhide(text);
    return term ? { ok: true, message: `${term} is shown again` } : { ok: false, message: `${text} is not hidden` };
  }
  return { ok: false, message: `unknown command: search-terms ${[verb, ...rest].join(' ')}\n${usage}` };
}

import type { Db } from '../../db/client';
import { CACHE_NAMES, type CacheInvalidator } from '../../lib/cache-registry';
import type { OpsResult } from '../ops/commands';
import { createSynonymsRepository, synonymTerm } from './synonyms-repository';

/** `npm run ops -- synonyms list | add <term> <canonical> | remove <term>`. */
export async function runSynonymsCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; caches?: CacheInvalidator },
  usage: string,
): Promise<OpsResult> {
  const synonyms = createSynonymsRepository(ctx.db);
  // Every API process keeps the table (search routes): an edit empties it there at once.
  const edited = () => ctx.caches?.invalidate(CACHE_NAMES.searchSynonyms);
  if (verb === 'list' && rest.length === 0) {
    const rows = await synonyms.list();
    if (rows.length === 0) return { ok: true, message: 'no synonyms' };
    const groups = new Map<string, string[]>();
    for (const r of rows) groups.set(r.canonical, [...(groups.get(r.canonical) ?? []), r.term]);
    return { ok: true, message: [...groups].map(([c, terms]) => `${c}: ${terms.join(', ')}`).join('\n') };
  }
  if (verb === 'add' && rest.length === 2) {
    const term = synonymTerm(rest[0]!);
    const canonical = synonymTerm(rest[1]!);
    if (!term || !canonical) return { ok: false, message: 'a synonym is one word (letters, digits, + or #)' };
    await synonyms.add(term, canonical);
    await edited();
    return { ok: true, message: `${term} is now in the group ${canonical}` };
  }
  if (verb === 'remove' && rest.length === 1) {
    const term = synonymTerm(rest[0]!);
    if (!term || !(await synonyms.remove(term))) return { ok: false, message: `no synonym ${rest[0]}` };
    await edited();
    return { ok: true, message: `${term} removed` };
  }
  return { ok: false, message: `unknown command: synonyms ${[verb, ...rest].join(' ')}\n${usage}` };
}

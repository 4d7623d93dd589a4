import type { Db } from '../../db/client';
import type { OpsResult } from '../ops/commands';
import { createTagCurationRepository } from './tag-curation-repository';

/** `npm run ops -- tags curate|uncurate <name>`: the same change as the /admin tag list's. */
export async function runTagsCommand(
  verb: string | undefined,
  rest: string[],
  db: Db,
  usage: string,
): Promise<OpsResult> {
  const [name] = rest;
  if ((verb === 'curate' || verb === 'uncurate') && rest.length === 1 && name) {
    const repo = createTagCurationRepository(db);
    const tag = await repo.findByName(name);
    if (!tag) return { ok: false, message: `no tag named ${name}` };
    await repo.update(tag.id, { curated: verb === 'curate' });
    return { ok: true, message: `${name} is ${verb === 'curate' ? 'now curated' : 'no longer curated'}` };
  }
  return { ok: false, message: `unknown command: tags ${[verb, ...rest].join(' ')}\n${usage}` };
}

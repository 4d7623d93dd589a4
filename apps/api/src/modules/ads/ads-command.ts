import { adCreativeBodySchema, adInventoryBodySchema, adInventoryIdSchema, type AdInventory } from '@growday/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { OpsResult } from '../ops/commands';
import { createAdsRepository } from './ads-repository';

/** The first problem of a refused definition, naming its field (e.g. mediationGroups.0.ratio). */
export function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'invalid';
  const field = issue.path.map(String).join('.') || '(body)';
  return `${field}: ${issue.message}`;
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text ?? '') };
  } catch {
    return { ok: false, message: 'the definition must be one JSON object (quote it as one argument)' };
  }
}

export function describeInventory(inventory: AdInventory): string {
  const groups = inventory.mediationGroups
    .map(
      (g) =>
        `${g.id}:${g.ratio} ${g.firstItem.supplier}/${g.firstItem.supplierUnitId} ${g.firstItem.format} ${g.firstItem.size}`,
    )
    .join(', ');
  return `${inventory.inventoryId} ${inventory.appName}/${inventory.project} ${inventory.screen}@${inventory.location} tenant=${inventory.tenant} groups: ${groups}`;
}

/**
 * `npm run ops -- ads list [creatives] | set <inventoryId> '<json>' | remove <inventoryId> |
 * creative-add '<json>' | creative-end <id>` (docs/decisions.md, Ads).
 */
export async function runAdsCommand(
  verb: string | undefined,
  rest: string[],
  ctx: { db: Db; clock: Clock },
  usage: string,
): Promise<OpsResult> {
  const ads = createAdsRepository(ctx.db, ctx.clock);
  if (verb === 'list' && (rest.length === 0 || (rest.length === 1 && rest[0] === 'inventories'))) {
    const inventories = await ads.listInventories();
    if (inventories.length === 0) return { ok: true, message: 'no ad inventories' };
    return { ok: true, message: inventories.map(describeInventory).join('\n') };
  }
  if (verb === 'list' && rest.length === 1 && rest[0] === 'creatives') {
    const creatives = await ads.creativeStats();
    if (creatives.length === 0) return { ok: true, message: 'no ad creatives' };
    const now = ctx.clock.now();
    const lines = creatives.map(
      (c) =>
        `#${c.id} ${c.startsAt <= now && c.endsAt > now ? 'live' : 'off'} [${c.channels.join(',')}] {${c.keywordGroups.join(',')}} ${c.startsAt.toISOString()}..${c.endsAt.toISOString()} impressions=${c.impressions} clicks=${c.clicks} ${JSON.stringify(c.title)} -> ${c.targetUrl}`,
    );
    return { ok: true, message: lines.join('\n') };
  }
  if (verb === 'set' && rest.length === 2) {
    const id = adInventoryIdSchema.safeParse(rest[0]);
    if (!id.success) return { ok: false, message: `inventoryId: ${id.error.issues[0]?.message ?? 'invalid'}` };
    const json = parseJson(rest[1]);
    if (!json.ok) return json;
    const body = adInventoryBodySchema.safeParse(json.value);
    if (!body.success) return { ok: false, message: `refused: ${firstIssue(body.error)}` };
    const { inventory, created } = await ads.putInventory(id.data, body.data);
    return { ok: true, message: `${created ? 'added' : 'replaced'} ${describeInventory(inventory)}` };
  }
  if (verb === 'remove' && rest.length === 1 && rest[0]) {
    return (await ads.removeInventory(rest[0]))
      ? { ok: true, message: `removed ad inventory ${rest[0]}` }
      : { ok: false, message: `no ad inventory ${rest[0]}` };
  }
  if (verb === 'creative-add' && rest.length === 1) {
    const json = parseJson(rest[0]);
    if (!json.ok) return json;
    const body = adCreativeBodySchema.safeParse(json.value);
    if (!body.success) return { ok: false, message: `refused: ${firstIssue(body.error)}` };
    const row = await ads.addCreative(body.data);
    return { ok: true, message: `added creative #${row.id} ${JSON.stringify(row.title)} -> ${row.targetUrl}` };
  }
  const id = Number(rest[0]);
  if (verb === 'creative-end' && rest.length === 1 && Number.isSafeInteger(id) && id > 0) {
    return (await ads.endCreative(id))
      ? { ok: true, message: `creative #${id} ended` }
      : { ok: false, message: `no creative with id ${id}` };
  }
  return { ok: false, message: `unknown command: ads ${[verb, ...rest].join(' ')}\n${usage}` };
}

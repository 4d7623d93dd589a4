import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AD_CHANNELS,
  AD_COPY,
  API_PATHS,
  adCreativeParamsSchema,
  adminAdCreativeBodySchema,
  adminAdCreativeListSchema,
  adminAdCreativeSchema,
  dataSchema,
  type AdChannel,
  type AdminAdCreative,
  type AdminAdCreativeBody,
  type AdCreativeBody,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import { notFound } from '../../plugins/error-handler';
import { adminOf } from '../admin/admin-guard';
import type { AuditRepository } from '../admin/audit-repository';
import { errorResponses } from '../shared/error-responses';
import type { AdCreativeStats } from './ads-repository';

const isChannel = (c: string): c is AdChannel => (AD_CHANNELS as readonly string[]).includes(c);

function toAdmin(row: AdCreativeStats, now: Date): AdminAdCreative {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    targetUrl: row.targetUrl,
    channels: row.channels.filter(isChannel),
    keywordGroups: row.keywordGroups,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    live: row.startsAt <= now && row.endsAt > now,
    impressions: row.impressions,
    clicks: row.clicks,
  };
}

const toRow = (body: AdminAdCreativeBody): AdCreativeBody => ({
  ...body,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
});

/** The audit detail of a write: what an operator would want to see again (title and target). */
const detailOf = (body: AdminAdCreativeBody) => `${body.title} -> ${body.targetUrl}`.slice(0, 500);

/**
 * House-ad creatives on the operator's desk: list with counts, add, edit, and stop serving (the
 * same repository `npm run ops -- ads creative-add|creative-end` uses). Registered inside the admin
 * scope (admins only, Origin-checked, abuse limit `admin`); every change is audited in the same
 * transaction. A creative is never deleted: its counted impressions and clicks stay with it.
 */
export const adminAdCreativesRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const limited = { abuseLimit: 'admin' as const };
  const clock: Clock = app.clock;
  const { ads } = app.repos;

  app.get(
    API_PATHS.adminAdCreatives,
    {
      config: limited,
      schema: {
        operationId: 'listAdminAdCreatives',
        tags: ['admin'],
        summary:
          'Every house-ad creative, newest first, with whether it serves now and its counted impressions and clicks',
        response: { 200: dataSchema(adminAdCreativeListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const now = clock.now();
      return { data: { items: (await ads.creativeStats()).map((row) => toAdmin(row, now)) } };
    },
  );

  app.post(
    API_PATHS.adminAdCreatives,
    {
      config: limited,
      schema: {
        operationId: 'addAdminAdCreative',
        tags: ['admin'],
        summary: 'Add a house-ad creative; a malformed one is refused naming the field; audited',
        body: adminAdCreativeBodySchema,
        response: { 200: dataSchema(adminAdCreativeSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const row = await opts.audit.audited(adminOf(request), async (tx) => {
        const added = await app.reposIn(tx).ads.addCreative(toRow(request.body));
        return {
          result: added,
          entries: [
            {
              action: 'ads.creative-add',
              targetType: 'ads',
              targetId: String(added.id),
              detail: detailOf(request.body),
            },
          ],
        };
      });
      return { data: toAdmin({ ...row, impressions: 0, clicks: 0 }, clock.now()) };
    },
  );

  app.put(
    API_PATHS.adminAdCreative,
    {
      config: limited,
      schema: {
        operationId: 'updateAdminAdCreative',
        tags: ['admin'],
        summary: "Replace a creative's fields (its counts stay); a malformed one is refused naming the field; audited",
        params: adCreativeParamsSchema,
        body: adminAdCreativeBodySchema,
        response: { 200: dataSchema(adminAdCreativeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { creativeId } = request.params;
      const updated = await opts.audit.audited(adminOf(request), async (tx) => {
        const repo = app.reposIn(tx).ads;
        const found = await repo.updateCreative(creativeId, toRow(request.body));
        return {
          result: found ? await repo.creativeWithStats(creativeId) : null,
          entries: found
            ? [
                {
                  action: 'ads.creative-edit',
                  targetType: 'ads',
                  targetId: String(creativeId),
                  detail: detailOf(request.body),
                },
              ]
            : [],
        };
      });
      if (!updated) throw notFound(AD_COPY.creativeNotFound);
      return { data: toAdmin(updated, clock.now()) };
    },
  );

  app.post(
    API_PATHS.adminAdCreativeEnd,
    {
      config: limited,
      schema: {
        operationId: 'endAdminAdCreative',
        tags: ['admin'],
        summary: 'Stop serving a creative now (it stays, with its counts); one already ended is left as it is; audited',
        params: adCreativeParamsSchema,
        response: { 200: dataSchema(adminAdCreativeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { creativeId } = request.params;
      const ended = await opts.audit.audited(adminOf(request), async (tx) => {
        const repo = app.reposIn(tx).ads;
        const before = await repo.creativeWithStats(creativeId);
        // Ending an ended creative would move its end date; it changes nothing, so it records nothing.
        const change = before !== null && before.endsAt > clock.now();
        if (change) await repo.endCreative(creativeId);
        return {
          result: before ? await repo.creativeWithStats(creativeId) : null,
          entries: change
            ? [{ action: 'ads.creative-end', targetType: 'ads', targetId: String(creativeId), detail: before.title }]
            : [],
        };
      });
      if (!ended) throw notFound(AD_COPY.creativeNotFound);
      return { data: toAdmin(ended, clock.now()) };
    },
  );
};

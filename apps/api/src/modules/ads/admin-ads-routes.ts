import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_COPY,
  API_PATHS,
  adInventoryBodySchema,
  adInventoryParamsSchema,
  adInventorySchema,
  dataSchema,
} from '@growday/contracts';
import { notFound } from '../../plugins/error-handler';
import { adminOf } from '../admin/admin-guard';
import type { AuditRepository } from '../admin/audit-repository';
import { errorResponses } from '../shared/error-responses';

/**
 * Ad inventories on the operator's desk (the same repository `npm run ops -- ads` uses). Registered
 * inside the admin scope, so only admins reach it; every change is audited.
 */
export const adminAdsRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const limited = { abuseLimit: 'admin' as const };
  const { ads } = app.repos;

  app.get(
    API_PATHS.adminAdInventories,
    {
      config: limited,
      schema: {
        operationId: 'listAdminAdInventories',
        tags: ['admin'],
        summary: 'Every ad inventory definition',
        response: { 200: dataSchema(z.object({ items: z.array(adInventorySchema) })), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { items: await ads.listInventories() } }),
  );

  app.put(
    API_PATHS.adminAdInventory,
    {
      config: limited,
      schema: {
        operationId: 'putAdminAdInventory',
        tags: ['admin'],
        summary: 'Add or replace an ad inventory; a malformed definition is refused naming the field; audited',
        params: adInventoryParamsSchema,
        body: adInventoryBodySchema,
        response: { 200: dataSchema(adInventorySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { inventoryId } = request.params;
      const inventory = await opts.audit.audited(adminOf(request), async (tx) => {
        const { inventory, created } = await app.reposIn(tx).ads.putInventory(inventoryId, request.body);
        return {
          result: inventory,
          entries: [
            { action: created ? 'ads.add' : 'ads.set', targetType: 'ads', targetId: inventoryId, detail: null },
          ],
        };
      });
      return { data: inventory };
    },
  );

  app.delete(
    API_PATHS.adminAdInventory,
    {
      config: limited,
      schema: {
        operationId: 'removeAdminAdInventory',
        tags: ['admin'],
        summary: 'Remove an ad inventory; audited',
        params: adInventoryParamsSchema,
        response: { 200: dataSchema(z.object({ removed: z.literal(true) })), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { inventoryId } = request.params;
      const removed = await opts.audit.audited(adminOf(request), async (tx) => {
        const done = await app.reposIn(tx).ads.removeInventory(inventoryId);
        return {
          result: done,
          entries: done ? [{ action: 'ads.remove', targetType: 'ads', targetId: inventoryId, detail: null }] : [],
        };
      });
      if (!removed) throw notFound(AD_COPY.inventoryNotFound);
      return { data: { removed: true as const } };
    },
  );
};

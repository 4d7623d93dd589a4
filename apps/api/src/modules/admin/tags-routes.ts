import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LIST_LIMIT,
  API_PATHS,
  adminTagListSchema,
  adminTagPatchSchema,
  adminTagSchema,
  dataSchema,
  tagIdParamsSchema,
} from '@growday/contracts';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { badRequest, notFound } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { adminOf } from './admin-guard';
import type { AuditRepository } from './audit-repository';
import { tagChangeActions } from './tag-curation-repository';

/** Tag curation and tag groups on the operator's desk. */
export const adminTagsRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const { tagCuration: tags } = app.repos;

  app.get(
    API_PATHS.adminTags,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listAdminTags',
        tags: ['admin'],
        summary: `Every tag (by name, at most ${ADMIN_LIST_LIMIT}) with its curation and group, and the tag groups`,
        response: { 200: dataSchema(adminTagListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await tags.list(ADMIN_LIST_LIMIT) }),
  );

  app.patch(
    API_PATHS.adminTag,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'updateAdminTag',
        tags: ['admin'],
        summary: 'Curate or uncurate a tag and/or move it to a tag group (null: none); audited',
        params: tagIdParamsSchema,
        body: adminTagPatchSchema,
        response: { 200: dataSchema(adminTagSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tagId } = request.params;
      const { curated, tagGroupId } = request.body;
      if (typeof tagGroupId === 'number' && !(await tags.groupExists(tagGroupId))) {
        throw badRequest(`tagGroupId: no tag group ${tagGroupId}`, 'tagGroupId');
      }
      const changed = await opts.audit.audited(adminOf(request), async (tx) => {
        const result = await app.reposIn(tx).tagCuration.update(tagId, { curated, tagGroupId });
        const entries = result
          ? tagChangeActions(result.before, result.after).map((a) => ({ ...a, targetType: 'tag', targetId: tagId }))
          : [];
        return { result, entries };
      });
      if (!changed) throw notFound();
      // The public tag lists show curation and groups: stale in no API process past the change.
      await app.caches.invalidate(CACHE_NAMES.tags, CACHE_NAMES.tagGroups);
      return { data: changed.after };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  adminRefetchResultSchema,
  adminSourceCreateSchema,
  adminSourceListSchema,
  adminSourcePatchSchema,
  adminSourceSchema,
  adminTagRuleListSchema,
  adminTagRuleSchema,
  dataSchema,
  ERROR_CODE,
  sourceIdParamsSchema,
  tagRuleIdParamsSchema,
  tagRuleInputSchema,
  type AdminSource,
  type AdminSourcePatch,
} from '@growday/contracts';
import { z } from 'zod';
import { CACHE_NAMES } from '../../lib/cache-registry';
import { badRequest, HttpError, notFound } from '../../plugins/error-handler';
import { ingestSettingsFrom, refetchSource } from '../ingest/ingest-pass';
import type { SourceResult, SourceRow } from '../ingest/sources-repository';
import { errorResponses } from '../shared/error-responses';
import { adminOf } from './admin-guard';
import type { AuditRepository } from './audit-repository';

export function toAdminSource(s: SourceRow): AdminSource {
  return {
    id: s.id,
    name: s.name,
    feedUrl: s.feedUrl,
    siteUrl: s.siteUrl,
    type: s.type,
    defaultTags: s.defaultTags,
    enabled: s.enabled,
    lastFetchedAt: s.lastFetchedAt?.toISOString() ?? null,
    lastStatus: s.lastStatus,
    lastItemsAdded: s.lastItemsAdded,
    lastError: s.lastError,
    consecutiveFailures: s.consecutiveFailures,
    nextAttemptAt: s.nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * The ingestion repository answers `{ ok: false, message }` for what the schema cannot see:
 * unknown default tags (400 on tags) and a name or feed another source has (409).
 */
function refusal(message: string): HttpError {
  if (message.startsWith('unknown tags')) return badRequest(message, 'tags');
  if (message.includes('already')) return new HttpError(409, ERROR_CODE.conflict, message);
  return badRequest(message);
}

/** The audit actions of one source patch. */
function patchActions(patch: AdminSourcePatch): string[] {
  const { enabled, ...fields } = patch;
  const actions: string[] = [];
  if (Object.values(fields).some((v) => v !== undefined)) actions.push('sources.edit');
  if (enabled !== undefined) actions.push(enabled ? 'sources.enable' : 'sources.disable');
  return actions;
}

/**
 * Feed sources and tag rules on the operator's desk, through the ingestion module's repositories
 * (the same functions `npm run ops -- sources|tag-rules` calls).
 */
export const adminSourcesRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const { sources, tagRules } = app.repos;
  const limited = { abuseLimit: 'admin' as const };

  app.get(
    API_PATHS.adminSources,
    {
      config: limited,
      schema: {
        operationId: 'listAdminSources',
        tags: ['admin'],
        summary: 'Every source with the outcome of its last fetch',
        response: { 200: dataSchema(adminSourceListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { items: (await sources.list()).map(toAdminSource) } }),
  );

  app.post(
    API_PATHS.adminSources,
    {
      config: limited,
      schema: {
        operationId: 'addAdminSource',
        tags: ['admin'],
        summary: 'Add a feed source (as sources add); audited',
        body: adminSourceCreateSchema,
        response: { 200: dataSchema(adminSourceSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const result = await opts.audit.audited(adminOf(request), async (tx) => {
        const added = await app.reposIn(tx).sources.add(request.body);
        return {
          result: added,
          entries: added.ok
            ? [{ action: 'sources.add', targetType: 'source', targetId: added.source.id, detail: added.source.name }]
            : [],
        };
      });
      if (!result.ok) throw refusal(result.message);
      return { data: toAdminSource(result.source) };
    },
  );

  app.patch(
    API_PATHS.adminSource,
    {
      // The posts show their source's name and icon: the kept lists and posts go with an edit.
      config: { ...limited, invalidates: [CACHE_NAMES.postLists, CACHE_NAMES.posts] },
      schema: {
        operationId: 'updateAdminSource',
        tags: ['admin'],
        summary: 'Edit a source, or disable/enable it (enabled); audited',
        params: sourceIdParamsSchema,
        body: adminSourcePatchSchema,
        response: { 200: dataSchema(adminSourceSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { sourceId } = request.params;
      const { enabled, ...fields } = request.body;
      const result = await opts.audit.audited<SourceResult | null>(adminOf(request), async (tx) => {
        const repo = app.reposIn(tx).sources;
        const current = await repo.find(sourceId);
        if (!current) return { result: null, entries: [] };
        let source: SourceRow = current;
        if (Object.values(fields).some((v) => v !== undefined)) {
          const updated = await repo.update(sourceId, fields);
          if (!updated.ok) return { result: updated, entries: [] };
          source = updated.source;
        }
        if (enabled !== undefined) source = (await repo.setEnabled(sourceId, enabled)) ?? source;
        const entries = patchActions(request.body).map((action) => ({
          action,
          targetType: 'source',
          targetId: sourceId,
          detail: source.name,
        }));
        return { result: { ok: true as const, source }, entries };
      });
      if (!result) throw notFound();
      if (!result.ok) throw refusal(result.message);
      return { data: toAdminSource(result.source) };
    },
  );

  app.post(
    API_PATHS.adminSourceRefetch,
    {
      config: limited,
      schema: {
        operationId: 'refetchAdminSource',
        tags: ['admin'],
        summary: 'Fetch a source now (lifts its back-off; as sources refetch); audited',
        params: sourceIdParamsSchema,
        response: { 200: dataSchema(adminRefetchResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { sourceId } = request.params;
      if (!(await sources.find(sourceId))) throw notFound();
      // The fetch takes seconds: it runs outside any transaction, and the audit row follows it.
      const result = await refetchSource(app.database.db, app.clock, sourceId, ingestSettingsFrom(app.config));
      if (!result.ok) throw badRequest(result.message);
      app.metrics.recordIngest([result.outcome]);
      // As after a scheduled pass (server.ts): new or changed posts empty the kept lists and posts.
      if (result.outcome.added + result.outcome.updated > 0) {
        await app.caches.invalidate(CACHE_NAMES.postLists, CACHE_NAMES.posts);
      }
      const source = await sources.find(sourceId);
      if (!source) throw notFound();
      await opts.audit.record(adminOf(request), {
        action: 'sources.refetch',
        targetType: 'source',
        targetId: sourceId,
        detail: `${source.name}: ${result.outcome.ok ? `status ${result.outcome.status}, ${result.outcome.added} added` : `failed: ${result.outcome.error}`}`,
      });
      const { ok, status, added, updated, error } = result.outcome;
      return { data: { source: toAdminSource(source), ok, status, added, updated, error } };
    },
  );

  app.get(
    API_PATHS.adminTagRules,
    {
      config: limited,
      schema: {
        operationId: 'listAdminTagRules',
        tags: ['admin'],
        summary: 'Keyword to tag rules that tag ingested items',
        response: { 200: dataSchema(adminTagRuleListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      data: { items: (await tagRules.list()).map(({ id, keyword, tagName }) => ({ id, keyword, tagName })) },
    }),
  );

  app.post(
    API_PATHS.adminTagRules,
    {
      config: limited,
      schema: {
        operationId: 'addAdminTagRule',
        tags: ['admin'],
        summary: 'Add a keyword rule (as tag-rules add); audited',
        body: tagRuleInputSchema,
        response: { 200: dataSchema(adminTagRuleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { keyword, tagName } = request.body;
      const result = await opts.audit.audited(adminOf(request), async (tx) => {
        const added = await app.reposIn(tx).tagRules.add(keyword, tagName);
        return {
          result: added,
          entries:
            added.ok && added.created
              ? [
                  {
                    action: 'tag-rules.add',
                    targetType: 'tag-rule',
                    targetId: added.rule.id,
                    detail: `${added.rule.keyword} -> ${added.rule.tagName}`,
                  },
                ]
              : [],
        };
      });
      if (!result.ok) throw badRequest(result.message, result.message.startsWith('no tag') ? 'tagName' : 'keyword');
      const { id, keyword: k, tagName: t } = result.rule;
      return { data: { id, keyword: k, tagName: t } };
    },
  );

  app.delete(
    API_PATHS.adminTagRule,
    {
      config: limited,
      schema: {
        operationId: 'removeAdminTagRule',
        tags: ['admin'],
        summary: 'Remove a keyword rule; audited',
        params: tagRuleIdParamsSchema,
        response: { 200: dataSchema(z.object({ removed: z.literal(true) })), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ruleId } = request.params;
      const removed = await opts.audit.audited(adminOf(request), async (tx) => {
        const repo = app.reposIn(tx).tagRules;
        const rule = (await repo.list()).find((r) => r.id === ruleId);
        if (!rule) return { result: false, entries: [] };
        const count = await repo.remove(rule.keyword, rule.tagName);
        return {
          result: count > 0,
          entries:
            count > 0
              ? [
                  {
                    action: 'tag-rules.remove',
                    targetType: 'tag-rule',
                    targetId: ruleId,
                    detail: `${rule.keyword} -> ${rule.tagName}`,
                  },
                ]
              : [],
        };
      });
      if (!removed) throw notFound();
      return { data: { removed: true as const } };
    },
  );
};

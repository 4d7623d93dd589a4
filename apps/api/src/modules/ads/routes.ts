import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_CLICK_INFO_COOKIE_MAX_AGE_S,
  AD_COPY,
  API_PATHS,
  COOKIE,
  ERROR_CODE,
  adCreativeParamsSchema,
  adImpressionSchema,
  adInventorySchema,
  adListSchema,
  apiPath,
  clickAdQuerySchema,
  dataSchema,
  recordAdImpressionBodySchema,
  requestAdsQuerySchema,
  type AdClickInfo,
} from '@growday/contracts';
import { HttpError, notFound } from '../../plugins/error-handler';
import { loadCookieSecret } from '../auth/oauth-state';
import { errorResponses } from '../shared/error-responses';
import { createServeTokens } from './serve-token';

const invalidToken = () => new HttpError(403, ERROR_CODE.adTokenInvalid, AD_COPY.tokenInvalid);

/** The target's host, shown under the ad's title. */
function displayUrl(target: string, webOrigin: string): string {
  try {
    return new URL(target, webOrigin).host;
  } catch {
    return '';
  }
}

/**
 * Ads (shell spec §3, §7, §9; docs/decisions.md, Ads): the inventories, the house supplier's
 * power-link call, and the impression and click of an ad it served. Impressions and clicks need a
 * serve token we issued and count once per served ad; the click only ever redirects to the
 * creative's stored target.
 */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.repos;
  const tokens = createServeTokens(await loadCookieSecret(app.config.cookieSecret, app.config.dataDir));

  app.get(
    API_PATHS.adInventories,
    {
      schema: {
        operationId: 'listAdInventories',
        tags: ['ads'],
        summary: 'Every ad inventory with its mediation groups (the client picks a group by ratio)',
        response: { 200: dataSchema(z.object({ items: z.array(adInventorySchema) })) },
      },
    },
    async () => ({ data: { items: await ads.listInventories() } }),
  );

  app.get(
    API_PATHS.adRequest,
    {
      config: { abuseLimit: 'adRequest' },
      schema: {
        operationId: 'requestAds',
        tags: ['ads'],
        summary:
          "The house supplier's power-link call: live creatives for the channel and keyword group, at most pageSize; an empty list means no fill",
        querystring: requestAdsQuerySchema,
        response: { 200: dataSchema(adListSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { requestId, channel, pageSize, keywordGroup, inventoryId } = request.query;
      const now = app.clock.now();
      const rows = await ads.serveable(channel, keywordGroup, pageSize);
      // Each answer carries its own serve tokens: never cached by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          requestId,
          ads: rows.map((row) => {
            const serveToken = tokens.issue(
              { creativeId: row.id, requestId, channel, inventoryId: inventoryId ?? null },
              now,
            );
            return {
              creativeId: row.id,
              title: row.title,
              image: row.image,
              displayUrl: displayUrl(row.targetUrl, app.config.webOrigin),
              clickUrl: `${apiPath('adClick', { creativeId: row.id })}?${new URLSearchParams({ serveToken })}`,
              serveToken,
            };
          }),
        },
      };
    },
  );

  /** The claims of a token for this creative, or the 403 of a token we did not issue for it. */
  const claimsFor = (creativeId: number, serveToken: string) => {
    const claims = tokens.verify(serveToken, app.clock.now());
    if (!claims || claims.creativeId !== creativeId) throw invalidToken();
    return claims;
  };

  app.post(
    API_PATHS.adImpression,
    {
      config: { abuseLimit: 'adImpression' },
      schema: {
        operationId: 'recordAdImpression',
        tags: ['ads'],
        summary:
          'Count the impression of a served ad (sent once it was 50% visible for 1 s); counted once per served ad, repeats answer counted: false',
        params: adCreativeParamsSchema,
        body: recordAdImpressionBodySchema,
        response: { 200: dataSchema(adImpressionSchema), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const { creativeId } = request.params;
      if (!(await ads.findCreative(creativeId))) throw notFound(AD_COPY.creativeNotFound);
      const claims = claimsFor(creativeId, request.body.serveToken);
      const counted = await ads.countImpression({
        creativeId,
        requestId: claims.requestId,
        channel: claims.channel,
        inventoryId: claims.inventoryId,
      });
      return { data: { counted } };
    },
  );

  app.get(
    API_PATHS.adClick,
    {
      config: { abuseLimit: 'adClick' },
      schema: {
        operationId: 'clickAd',
        tags: ['ads'],
        summary:
          "Count the click of a served ad (once per served ad), keep its info in a cookie for 30 s, and redirect to the creative's stored target",
        params: adCreativeParamsSchema,
        querystring: clickAdQuerySchema,
        response: {
          302: z.null().describe("Location: the creative's stored target"),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { creativeId } = request.params;
      const creative = await ads.findCreative(creativeId);
      if (!creative) throw notFound(AD_COPY.creativeNotFound);
      const claims = tokens.verify(request.query.serveToken, app.clock.now());
      // A GET has no Origin to check: a browser says where the navigation came from instead, and
      // a link on another site (cross-site) still lands on the target but counts nothing.
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (claims && claims.creativeId === creativeId && !crossSite) {
        const inventory = claims.inventoryId ? await ads.findInventory(claims.inventoryId) : null;
        await ads.countClick({
          creativeId,
          requestId: claims.requestId,
          channel: claims.channel,
          inventoryId: claims.inventoryId,
        });
        const info: AdClickInfo = {
          creativeId,
          requestId: claims.requestId,
          channel: claims.channel,
          inventoryId: claims.inventoryId,
          project: inventory?.project ?? null,
          app: inventory?.appName ?? null,
          clickedAt: app.clock.now().toISOString(),
        };
        reply.setCookie(COOKIE.adClickInfo, JSON.stringify(info), {
          path: '/',
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: AD_CLICK_INFO_COOKIE_MAX_AGE_S,
        });
      }
      void reply.header('cache-control', 'no-store');
      // Only ever the stored target: the address is never taken from the request.
      return reply.redirect(new URL(creative.targetUrl, app.config.webOrigin).toString(), 302);
    },
  );
};

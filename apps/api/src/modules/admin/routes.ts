import type { FastifyPluginAsync } from 'fastify';
import { requireAdminInScope } from './admin-guard';
import { adminAuditRoutes } from './audit-routes';
import { adminReportsRoutes } from './reports-routes';
import { adminCommunityReportsRoutes } from '../community/admin-routes';
import { adminSourcesRoutes } from './sources-routes';
import { adminAdsRoutes } from '../ads/admin-ads-routes';
import { adminAdCreativesRoutes } from '../ads/admin-creatives-routes';
import { adminCashRoutes } from '../cash/admin-cash-routes';
import { adminTagsRoutes } from './tags-routes';

/**
 * The operator's desk API (docs/decisions.md, Operator's desk). One encapsulated scope: the admin
 * check covers every route registered here and nothing outside it.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  requireAdminInScope(app);
  const { audit } = app.repos;
  await app.register(adminReportsRoutes, { audit });
  await app.register(adminCommunityReportsRoutes, { audit });
  await app.register(adminTagsRoutes, { audit });
  await app.register(adminSourcesRoutes, { audit });
  await app.register(adminAdsRoutes, { audit });
  await app.register(adminAdCreativesRoutes, { audit });
  await app.register(adminCashRoutes, { audit });
  await app.register(adminAuditRoutes, { audit });
};

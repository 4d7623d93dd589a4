/**
 * The shell's host-platform plumbing that the spec leaves open: how the native app tells us its
 * platform and version, the bridge interface, the service worker, the intro modal and the
 * publisher (tenant) sync. All are our choices (docs/decisions.md). The constants live in
 * shell-host.ts (zod-free, client entry); the schemas here.
 */
import { z } from 'zod';

export {
  PLATFORM_QUERY_PARAM,
  VERSION_QUERY_PARAM,
  BRIDGE_INTERFACE,
  BRIDGE_EVENT_METHOD,
  BRIDGE_CLOSE_APP_METHOD,
  BRIDGE_UNAVAILABLE_MESSAGE,
  SERVICE_WORKER_PATH,
  WEB_API_PREFIX,
  SERVICE_WORKER_SHELL_MAX_AGE_S,
  SERVICE_WORKER_STATIC_MAX_ENTRIES,
  SERVICE_WORKER_STATIC_MAX_AGE_S,
  INTRO_MODAL_SHOWN_KEY,
  INTRO_MODAL_COOKIE_MAX_AGE_S,
  SERVICE_CODE_HEADER,
  DEMO_SERVICE_ACCESS_TOKEN,
  DEMO_PUBLISHER_TENANTS,
} from './shell-host';

export const serviceCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'service-code must be 1-40 lower-case letters, digits, _ or -')
  .describe('Tenant code, from the tenant cookie');

/** What GET /api/v2/auth/publisher answers for a known tenant. */
export const publisherTenantSchema = z.object({
  serviceCode: z.string(),
  name: z.string(),
});
export type PublisherTenant = z.infer<typeof publisherTenantSchema>;

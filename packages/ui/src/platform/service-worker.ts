import { SERVICE_WORKER_PATH } from '@growday/contracts/client';

interface ServiceWorkerHost {
  serviceWorker?: { register(url: string): Promise<unknown> };
}

/**
 * Register /sw.js when the browser supports service workers and this is not the extension
 * (SH-SW-01, SH-SW-02). Registration errors are ignored (SH-SW-03): the site works without it.
 * Resolves true when registered.
 */
export async function registerServiceWorker(
  { isExtension }: { isExtension: boolean },
  host: ServiceWorkerHost | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<boolean> {
  if (isExtension || !host?.serviceWorker) return false;
  try {
    await host.serviceWorker.register(SERVICE_WORKER_PATH);
    return true;
  } catch {
    return false;
  }
}

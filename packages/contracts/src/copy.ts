/**
 * Every Korean string the UI shows: `COPY.<area>.<key>`. The areas are separate exports of
 * copy-areas.ts gathered as a namespace, so a client bundle holds only the areas it reads (a
 * single object would ship the whole copy to every route).
 */
export { PRODUCT_NAME, SLOGAN } from './product-name';
export * as COPY from './copy-areas';

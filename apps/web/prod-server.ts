/**
 * The website's entry in the standalone build (scripts/build.mjs bundles it to server.mjs inside
 * the standalone folder): the build's resolved configuration first, then the same server as
 * `npm start` (server.ts). ES modules run in import order, so the configuration is in place
 * before server.ts creates the Next app.
 */
import './standalone-config';
import './server';

/** Replaced at build time by Vite `define` (vite.config.ts), from GD_API_ORIGIN and GD_WEB_ORIGIN. */
declare const __GD_API_ORIGIN__: string;
declare const __GD_WEB_ORIGIN__: string;

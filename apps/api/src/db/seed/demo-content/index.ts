/**
 * Demo content for Growday: invented Korean tech sources, tag groups, users and 360 original
 * posts/news built deterministically from hand-written fragments, plus generated SVG images.
 */
export type { DemoContent, DemoPost, DemoSource, DemoTag, DemoTagGroup, DemoUser } from './types';
export { buildDemoContent } from './build';
export { renderDemoImage } from './images';

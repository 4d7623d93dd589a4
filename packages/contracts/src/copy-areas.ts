/**
 * Every Korean string the UI shows, one module per area of the product under copy/ (quoted Korean
 * in the spec is reproduced exactly; where the spec gives only the meaning, the wording is ours).
 *
 * Browser code imports this module as a namespace, `import * as COPY from '@growday/contracts/copy'`,
 * and reads `COPY.<area>.<key>`: Turbopack then bundles only the areas a route reads. The package
 * entries' named `COPY` (copy.ts, for the API and tests) is the same namespace, but through a
 * re-export Turbopack keeps every area, so the website and the shared UI may not import it
 * (eslint.config.js; docs/decisions.md, Bundle budgets).
 */
export { site } from './copy/site';
export { common } from './copy/common';
export { a11y } from './copy/a11y';
export { devLogin } from './copy/dev-login';
export { serviceDown } from './copy/service-down';
export { header } from './copy/header';
export { bottomBar } from './copy/bottom-bar';
export { sideMenu } from './copy/side-menu';
export { myFeedPopup } from './copy/my-feed-popup';
export { mainNewsTagGroup } from './copy/main-news-tag-group';
export { feed } from './copy/feed';
export { post } from './copy/post';
export { comments } from './copy/comments';
export { report } from './copy/report';
export { block } from './copy/block';
export { deleteComment } from './copy/delete-comment';
export { notifications } from './copy/notifications';
export { share } from './copy/share';
export { popular } from './copy/popular';
export { best } from './copy/best';
export { communityPost } from './copy/community-post';
export { communityPostReport } from './copy/community-post-report';
export { communityPostWriter } from './copy/community-post-writer';
export { lists } from './copy/lists';
export { promo } from './copy/promo';
export { shareModal } from './copy/share-modal';
export { login } from './copy/login';
export { terms } from './copy/terms';
export { auth } from './copy/auth';
export { scrap } from './copy/scrap';
export { myFeed } from './copy/my-feed';
export { myPage } from './copy/my-page';
export { footer } from './copy/footer';
export { intro } from './copy/intro';
export { search } from './copy/search';
export { notFound } from './copy/not-found';
export { profileErrors } from './copy/profile-errors';
export { extension } from './copy/extension';
export { errors } from './copy/errors';
export { bridgeTimeout } from './copy/bridge-timeout';

/**
 * What the website's analytics needs once it sends anything: the client with its queue, batching
 * and beacon, the mapping of content events and page views to analytics events, and the
 * recording decision's inputs. One module that AnalyticsProvider loads after the page hydrated
 * (issue 13), so no page's first script carries it.
 */
export { analyticsEventOf, pageViewOf } from '@growday/ui/core';
export { createBrowserAnalytics, privacySignalInBrowser, takeFirstOpen, webSessionId } from './browser-analytics';

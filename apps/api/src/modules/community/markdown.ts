// The common languages (about 40 of 190: those a developer community posts, TypeScript to SQL):
// registering all 190 took 1.3 s of the API's start (docs/decisions.md, Start time). A fence in
// another language renders as plain code.
import hljs from 'highlight.js/lib/common';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { COMMUNITY_IMAGE_KEY_PREFIX, COMMUNITY_LINK_REL, FILES_BASE_PATH } from '@growday/contracts';

/**
 * Community post bodies (docs/decisions.md, Community): Markdown rendered by markdown-it with raw
 * HTML off, then passed through sanitize-html's allowlist, so an input that slips past one layer
 * meets the other. Links keep http(s) and mailto only, carry rel="nofollow ugc noopener
 * noreferrer" and open in a new tab; images show only files uploaded through the community image
 * route (same-origin paths under the files route), so a body cannot make readers' browsers fetch
 * another host; code blocks are highlighted by highlight.js (class names only, no inline style).
 */

/** Where uploaded community images are served: the only image sources a body may use. */
export const COMMUNITY_IMAGE_PATH_PREFIX = `${FILES_BASE_PATH}/${COMMUNITY_IMAGE_KEY_PREFIX}`;

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const isCommunityImage = (src: string) =>
  src.startsWith(COMMUNITY_IMAGE_PATH_PREFIX) && !src.includes('..') && /^[\w./-]+$/.test(src);

const markdown = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  highlight(code, lang): string {
    const language = lang && hljs.getLanguage(lang) ? lang : null;
    if (!language) return '';
    try {
      return hljs.highlight(code, { language, ignoreIllegals: true }).value;
    } catch {
      return '';
    }
  },
});
// markdown-it already refuses javascript:, vbscript:, file: and most data: URLs; narrower still:
// absolute http(s) and mailto links, and images from the community image path.
markdown.validateLink = (url: string) => {
  const value = url.trim();
  return SAFE_LINK.test(value) || isCommunityImage(value);
};

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    code: ['class'],
    span: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*', 'hljs'], span: ['hljs-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', rel: COMMUNITY_LINK_REL, target: '_blank' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy' },
    }),
  },
  // An image whose source is not a community upload (or a link whose href the scheme filter
  // emptied) is dropped rather than left pointing anywhere.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isCommunityImage(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !SAFE_LINK.test(frame.attribs.href ?? '')),
};

/** A Markdown body as safe HTML for every reader's browser. */
export function renderCommunityMarkdown(body: string): string {
  return sanitizeHtml(markdown.render(body), SANITIZE);
}

import { readFileSync } from 'node:fs';
import {
  request as playwrightRequest,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_PATHS } from '@growday/contracts';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { uniqueUsername } from './session-helpers';

/**
 * The end-to-end XSS corpus (docs/decisions.md, "XSS corpus"): the Markdown payloads of the
 * community renderer's API test plus text, attribute and URL payloads. Every payload, if it ran,
 * calls or assigns `window.__xss`, opens a dialog or requests a path under XSS_MARKER_PATH.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/api/test/fixtures/${name}`, import.meta.url), 'utf8')) as string[];
export const MARKDOWN_PAYLOADS = fixture('xss-markdown.json');
export const TEXT_PAYLOADS = fixture('xss-text.json');
export const XSS_CORPUS = [...new Set([...MARKDOWN_PAYLOADS, ...TEXT_PAYLOADS])];

/** A path some payloads load (an image, a script, a beacon): any request to it means markup went live. */
export const XSS_MARKER_PATH = '/__xss/';

/** What a field stores: the API trims, so the page shows the trimmed text. */
export const stored = (payload: string) => payload.trim();

/** Payloads that fit a field of `max` characters (as the API counts them, after trimming). */
export const fitting = (payloads: readonly string[], max: number) => payloads.filter((p) => stored(p).length <= max);

/** Greedy groups of payloads joined by a space, each group at most `max` characters. */
export function packed(payloads: readonly string[], max: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const payload of fitting(payloads, max)) {
    const joined = [...current, payload].join(' ');
    if (current.length > 0 && stored(joined).length > max) {
      groups.push(current);
      current = [];
    }
    current.push(payload);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
export const joinGroup = (group: readonly string[]) => stored(group.join(' '));

/**
 * Everything that would show a payload ran, from the first script of every page and frame on:
 * calls and assignments of `window.__xss`, dialogs, requests to XSS_MARKER_PATH or off the
 * machine, content-security-policy reports (markup that went live and only the CSP stopped) and
 * uncaught page errors (a page the corpus broke).
 */
export interface XssWatch {
  hits: string[];
  /** Fails with every hit so far (call after the page showed what it should). */
  expectClean(context: string): Promise<void>;
}

export async function watchForXss(page: Page): Promise<XssWatch> {
  const hits: string[] = [];
  await page.exposeFunction('__xssReport', (what: string) => void hits.push(what));
  await page.addInitScript(() => {
    type Reporter = { __xssReport?: (what: string) => void; __xssHits?: string[] };
    const w = window as unknown as Reporter;
    const report = (what: string) => {
      (w.__xssHits ??= []).push(what);
      try {
        void w.__xssReport?.(what);
      } catch {
        // The binding is not there yet in this frame: __xssHits keeps it for expectClean.
      }
    };
    const marker = (id: unknown) => report(`call ${String(id)}`);
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => marker,
      set: (value: unknown) => report(`assign ${String(value)}`),
    });
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`csp ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  page.on('dialog', (dialog) => {
    hits.push(`dialog ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.includes(XSS_MARKER_PATH)) hits.push(`request ${req.url()}`);
    else if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http'))
      hits.push(`foreign request ${req.url()}`);
  });
  page.on('pageerror', (error) => hits.push(`page error ${error.message}`));
  return {
    hits,
    async expectClean(context: string) {
      const inPage = await page
        .evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? [])
        .catch(() => [] as string[]);
      expect([...new Set([...hits, ...inPage])], context).toEqual([]);
    },
  };
}

/**
 * Hover the containers of user text and every element inside them: text rendering leaves none
 * there, so any found is markup a payload made, and hovering it fires the handlers that need an
 * event. Elements with no box (a `<br>`, an empty paragraph) cannot be hovered and are passed over
 * at once. A visible one the pointer cannot reach fails the test: a dialog over the page would
 * otherwise turn the whole walk into timeouts that fire nothing (it did, for two minutes a run).
 */
export async function poke(containers: Locator): Promise<void> {
  const unreachable: string[] = [];
  for (const el of [...(await containers.all()), ...(await containers.locator('*').all())]) {
    if (!(await el.isVisible())) continue;
    await el.hover({ timeout: 2_000 }).catch(async () => {
      unreachable.push(await el.evaluate((node) => node.outerHTML.slice(0, 160)).catch(() => '(gone)'));
    });
  }
  expect(unreachable, 'visible elements the pointer could not reach').toEqual([]);
}

export const texts = (list: Locator) => list.evaluateAll((els) => els.map((el) => el.textContent ?? ''));

/**
 * Markup a payload may have left live in a Markdown body: elements the sanitiser never allows,
 * event or style attributes, and links that are not http(s) or mailto.
 */
export async function unsafeMarkup(body: Locator): Promise<string[]> {
  return body.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [
      ...([
        'SCRIPT',
        'IFRAME',
        'OBJECT',
        'EMBED',
        'STYLE',
        'SVG',
        'MATH',
        'FORM',
        'INPUT',
        'BASE',
        'META',
        'LINK',
      ].includes(el.tagName.toUpperCase())
        ? [el.tagName]
        : []),
      ...[...el.attributes]
        .filter((a) => /^on/i.test(a.name) || ['style', 'srcdoc', 'formaction', 'ping'].includes(a.name))
        .map((a) => `${el.tagName}[${a.name}]`),
      ...(el instanceof HTMLAnchorElement && el.hasAttribute('href') && !/^(https?:|mailto:)/.test(el.href)
        ? [el.href]
        : []),
    ]),
  );
}

/** A random address in 10.0.0.0/8 (never a real client's). */
const privateAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** A signed-in member's API client straight to the stack's API (writes carry the website's Origin). */
export interface Member {
  username: string;
  request: APIRequestContext;
}

export async function member(prefix: string, username = uniqueUsername(prefix)): Promise<Member> {
  // Dev sign-in answers loopback clients only, so the session is made from 127.0.0.1 first.
  const signIn = await playwrightRequest.newContext({
    baseURL: E2E_API_ORIGIN,
    extraHTTPHeaders: { origin: E2E_WEB_ORIGIN },
  });
  const response = await signIn.post(API_PATHS.devLogin, { data: { username } });
  expect(response.ok(), await response.text()).toBe(true);
  const storageState = await signIn.storageState();
  await signIn.dispose();
  const request = await playwrightRequest.newContext({
    baseURL: E2E_API_ORIGIN,
    storageState,
    // Then each member writes from an address of its own, told by the loopback proxy the API
    // trusts (as the website's /api proxy tells it): per-address limits count the corpus's members
    // apart from every other spec's requests, which all come from 127.0.0.1.
    extraHTTPHeaders: { origin: E2E_WEB_ORIGIN, 'x-forwarded-for': privateAddress() },
  });
  return { username, request };
}

/** POST/PUT JSON as a member and answer `data`, failing with the API's own message. */
export async function send<T>(who: Member, method: 'post' | 'put' | 'patch', path: string, data: unknown): Promise<T> {
  const response = await who.request[method](path, { data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

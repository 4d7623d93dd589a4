import type { Page } from '@playwright/test';

/**
 * Which components React rendered again after hydration, read through the hook React DOM offers to
 * its developer tools (it calls `onCommitFiberRoot` after every commit, production builds too).
 *
 * Each commit's tree is walked once. A fiber that is current now but was not current after the
 * last commit took part in this one (React builds each commit on the fibers' alternates); of those,
 * a function component whose props or hook list changed ran again. The hosts kept per commit are
 * the first DOM element under each such component whose parent did not run again, so a test can ask
 * where on the page the work went. The hydration commit creates its fibers (no alternate) and adds
 * nothing.
 *
 * The script is a string, so no compiler's helper can slip into it: it runs in the page before the
 * page's own scripts, where such a helper would be undefined.
 */
const COMMIT_HOOK = `(() => {
  const commits = [];
  window.__gdCommits = commits;
  const current = new WeakMap();
  let n = 0;
  const hostOf = (fiber) => {
    for (let f = fiber; f; f = f.child) if (f.stateNode instanceof Element) return f.stateNode;
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      n += 1;
      const hosts = [];
      const walk = (first, parentRan) => {
        for (let f = first; f; f = f.sibling) {
          const a = f.alternate;
          const inCommit = current.get(f) !== n - 1;
          current.set(f, n);
          const ran = inCommit && a !== null && typeof f.type === 'function' &&
            (f.memoizedState !== a.memoizedState || f.memoizedProps !== a.memoizedProps);
          if (ran && !parentRan) hosts.push(hostOf(f));
          walk(f.child, ran || parentRan);
        }
      };
      walk(root.current.child, false);
      commits.push(hosts);
    },
  };
})();`;

export async function watchReactCommits(page: Page): Promise<void> {
  await page.addInitScript({ content: COMMIT_HOOK });
}

export interface ReRendered {
  /** The host element, as `tag[data-testid].first-class`. */
  host: string;
  /** Whether it sits in the page header, the side menu. */
  inHeader: boolean;
  inSideMenu: boolean;
}

/** Every component rendered again since the page loaded, one entry per top-most component per commit. */
export async function reRendered(page: Page): Promise<ReRendered[]> {
  return page.evaluate(() => {
    const commits = (window as unknown as { __gdCommits?: (Element | null)[][] }).__gdCommits;
    if (!commits) throw new Error('the commit hook was not installed before the page loaded');
    return commits.flat().map((element) => {
      if (!element) return { host: '(no element)', inHeader: false, inSideMenu: false };
      const testId = element.getAttribute('data-testid');
      const className = element.getAttribute('class')?.split(' ')[0];
      return {
        host: `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${className ? `.${className}` : ''}`,
        inHeader: element.closest('header') !== null,
        inSideMenu: element.closest('.gd-side-menu') !== null,
      };
    });
  });
}

/** How many commits React made since the page loaded (the hook saw it hydrate when this is > 0). */
export async function commitCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __gdCommits?: unknown[] }).__gdCommits?.length ?? 0);
}

'use client';

import * as COPY from '@growday/contracts/copy';
import { type Comment, type CurrentUser, type Reply } from '@growday/contracts/client';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  Suspense,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHost } from '../host/host-provider';
import { useAlert } from '../interaction/toast';
import { currentUserOptions, userKeys } from '../queries/users';
import { CommentModerationProvider, type CommentModeration } from './moderation-context';
import type { ModerationDeps, ModerationFlow } from './moderation-flow';

// The five modals load on the first report, block or delete (issue 13): pages never pay for them up front.
const ModerationModals = lazy(() => import('./moderation-modals').then((m) => ({ default: m.ModerationModals })));

type Action = keyof CommentModeration;

/** The flow's modals, subscribed to its state; mounted once the flow exists. */
function ModerationView({ flow }: { flow: ModerationFlow }) {
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  // Mounted from the first step on and kept, so a closing modal still fades out.
  const [used, setUsed] = useState(false);
  if (state.step !== 'idle' && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <ModerationModals flow={flow} state={state} />
    </Suspense>
  ) : null;
}

/**
 * Where the host finds the query client and the sign-in state when no QueryClientProvider is above
 * it: the website's layout holds the host, and its pages make the query client below it, on the
 * first page that queries (apps/web query-scope.tsx).
 */
export interface ModerationSession {
  /** The client the comment caches live in; there by the time a comment can be moderated. */
  queryClient: () => QueryClient | null;
  isSignedIn: () => boolean;
}

/**
 * Provides the comment more-menu's actions (the CommentModeration seam) and renders their modals
 * with the shared Modal. Mount once around every comment area; the website mounts it in its providers.
 * The state machine (and the API calls and cache updates it makes) loads on the first action
 * (issue 13): the host sits in every page's layout, most pages never moderate a comment.
 */
export function CommentModerationHost({ children, session }: { children: ReactNode; session?: ModerationSession }) {
  const { apiClient, openLogin } = useHost();
  const contextClient = useContext(QueryClientContext);
  const alert = useAlert();
  const queryClient = (): QueryClient => {
    const client = session ? session.queryClient() : contextClient;
    if (!client) throw new Error('CommentModerationHost needs a QueryClientProvider above it or a session');
    return client;
  };
  const deps: ModerationDeps = {
    api: apiClient,
    // A getter: with a session the client may be made after this render, before the first action.
    get queryClient() {
      return queryClient();
    },
    // Read at click time, not subscribed: an observer here would create the current-user query
    // before the header seeds it with the server's answer.
    isSignedIn: session
      ? session.isSignedIn
      : () => {
          const cached = queryClient().getQueryData<CurrentUser | null>(userKeys.current());
          if (cached !== undefined) return cached !== null;
          return queryClient()
            .ensureQueryData(currentUserOptions(apiClient))
            .then((user) => user !== null);
        },
    // A host without a login modal still tells the visitor why nothing opened.
    openLogin: openLogin ?? (() => alert(COPY.common.loginRequired)),
    alert,
  };
  const depsRef = useRef(deps);
  const [flow, setFlow] = useState<ModerationFlow | null>(null);
  const loading = useRef<Promise<ModerationFlow> | null>(null);
  useEffect(() => {
    depsRef.current = deps;
    flow?.setDeps(deps);
  });

  const run = useCallback((action: Action, comment: Comment | Reply) => {
    loading.current ??= import('./moderation-flow').then((m) => new m.ModerationFlow(depsRef.current));
    loading.current.then(
      (loaded) => {
        setFlow(loaded);
        loaded[action](comment);
      },
      () => {
        // A failed download is retried on the next click.
        loading.current = null;
        depsRef.current.alert(COPY.common.tryAgainLater);
      },
    );
  }, []);

  const value = useMemo<CommentModeration>(
    () => ({
      report: (comment) => run('report', comment),
      block: (comment) => run('block', comment),
      unblock: (comment) => run('unblock', comment),
      remove: (comment) => run('remove', comment),
    }),
    [run],
  );

  return (
    <CommentModerationProvider value={value}>
      {children}
      {flow ? <ModerationView flow={flow} /> : null}
    </CommentModerationProvider>
  );
}

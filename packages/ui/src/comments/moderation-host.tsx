'use client';

import { COPY, type CurrentUser } from '@growday/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHost } from '../host/host-provider';
import { useAlert } from '../interaction/toast';
import { currentUserOptions, userKeys } from '../queries/users';
import { CommentModerationProvider, type CommentModeration } from './moderation-context';
import { ModerationFlow, type ModerationDeps } from './moderation-flow';

// The five modals load on the first report, block or delete (issue 13): pages never pay for them up front.
const ModerationModals = lazy(() => import('./moderation-modals').then((m) => ({ default: m.ModerationModals })));

/**
 * Provides the comment more-menu's actions (the CommentModeration seam) and renders their modals
 * with the shared Modal. Mount once around every comment area; the website mounts it in its providers.
 */
export function CommentModerationHost({ children }: { children: ReactNode }) {
  const { apiClient, openLogin } = useHost();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const deps: ModerationDeps = {
    api: apiClient,
    queryClient,
    // Read at click time, not subscribed: an observer here would create the current-user query
    // before the header seeds it with the server's answer.
    isSignedIn: () => {
      const cached = queryClient.getQueryData<CurrentUser | null>(userKeys.current());
      if (cached !== undefined) return cached !== null;
      return queryClient.ensureQueryData(currentUserOptions(apiClient)).then((user) => user !== null);
    },
    // A host without a login modal still tells the visitor why nothing opened.
    openLogin: openLogin ?? (() => alert(COPY.common.loginRequired)),
    alert,
  };
  const [flow] = useState(() => new ModerationFlow(deps));
  useEffect(() => flow.setDeps(deps));
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  // Mounted from the first step on and kept, so a closing modal still fades out.
  const [used, setUsed] = useState(false);
  if (state.step !== 'idle' && !used) setUsed(true);

  const value = useMemo<CommentModeration>(
    () => ({ report: flow.report, block: flow.block, unblock: flow.unblock, remove: flow.remove }),
    [flow],
  );

  return (
    <CommentModerationProvider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ModerationModals flow={flow} state={state} />
        </Suspense>
      ) : null}
    </CommentModerationProvider>
  );
}

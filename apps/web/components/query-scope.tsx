'use client';

import { createQueryClient } from '@growday/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { connectSessionQueries } from './session-queries';
import { useShellSession, type ShellSession } from './shell-session';

/** The page tree's one query client, made on first use (in the browser it lives as long as the tab's page). */
function sessionQueryClient(session: ShellSession): QueryClient {
  session.queries ??= connectSessionQueries(session, createQueryClient());
  return session.queries.client;
}

/**
 * The query cache for the content under it. Only pages and dialogs whose content queries mount
 * one, so routes that never query load no query library (issue 13, Bundle budgets); every scope of
 * a page shares the session's one client, so the cache survives moving between pages.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sessionQueryClient(useShellSession())}>{children}</QueryClientProvider>;
}

/**
 * `Component` in a query scope of its own: the default export of a chunk that loads on its own
 * (next/dynamic or import()) and is the first querying part of its page or dialog, so the query
 * library comes with that chunk instead of the first load.
 */
export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `withQueryScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}

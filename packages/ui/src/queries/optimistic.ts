import type { MutationObserverResult, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The one optimistic-mutation pattern of the site (issue 13): TanStack Query's `useMutation` whose
 * `onMutate` writes the expected value into every cached copy and returns the way back, `onError`
 * rolls back, `onSuccess` writes the answer. The control shows its mutation's state on top of the
 * target it was given, so a target no cache holds (or one rendered before the cache changed) still
 * shows the press at once and the answer after it.
 */
export interface OptimisticVariables<T, V> {
  target: T;
  /** The target's own value at the press: the answer is shown while the target still carries it. */
  basis: V;
  /** What the press is expected to lead to, shown until the answer. */
  optimistic: V;
}

/** What `onMutate` hands to `onError`: undoes the optimistic cache writes. */
export interface OptimisticContext {
  rollback: () => void;
}

/** The parts of a mutation's state a control reads: `useMutation`'s result or a MutationObserver's. */
export type OptimisticMutation<TData, TVariables> = Pick<
  MutationObserverResult<TData, Error, TVariables>,
  'status' | 'variables' | 'data'
> & {
  mutate: (variables: TVariables) => Promise<TData>;
};

/**
 * Write `patch` into every cached query under `prefixes` and return the rollback: the queries it
 * changed get their earlier data back.
 */
export function patchQueries(
  queryClient: QueryClient,
  prefixes: readonly QueryKey[],
  patch: (data: unknown) => unknown,
): OptimisticContext {
  const before = prefixes.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  for (const queryKey of prefixes) queryClient.setQueriesData({ queryKey }, patch);
  return {
    rollback: () => {
      for (const [queryKey, data] of before) {
        if (queryClient.getQueryData(queryKey) !== data) queryClient.setQueryData(queryKey, data);
      }
    },
  };
}

/**
 * The value to show: the optimistic one while the mutation runs, the answer after it while the
 * target still carries the values it had at the press, otherwise (newer cache values, a failure
 * that was rolled back, no press yet) the target's own.
 */
export function shownValue<TData, T, V>(
  own: V,
  mutation: Pick<OptimisticMutation<TData, OptimisticVariables<T, V>>, 'status' | 'variables' | 'data'>,
  answerValue: (data: TData) => V,
  same: (a: V, b: V) => boolean,
): V & { pending: boolean } {
  const { status, variables, data } = mutation;
  const pending = status === 'pending';
  let value = own;
  if (pending && variables) value = variables.optimistic;
  else if (status === 'success' && variables && data !== undefined && same(variables.basis, own)) {
    value = answerValue(data);
  }
  return { ...value, pending };
}

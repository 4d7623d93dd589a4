/** One value and who listens to it: the shape useSyncExternalStore reads. */
export interface ValueStore<T> {
  get: () => T;
  /** Listeners hear only real changes (Object.is), so an echo of the same value renders nothing. */
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

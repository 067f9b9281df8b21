import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query, made when first asked for: React reads the snapshot on every render. */
function listOf(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Mantine's `useMediaQuery` (@mantine/hooks, and through it `useReducedMotion`, which every Transition
 * and dialog calls), as the build puts it in Mantine's place (vite.config.ts, `mantineInPlace`).
 * Mantine's starts from `initialValue` (unset: neither true nor false) and sets the real answer in an
 * effect, so each of them drew twice after mounting: on the order screen, 48 components in a commit of
 * their own right after the form's (issue 35). Read from the browser here, the first render has the
 * answer; a hydrated page starts from `initialValue` as the server drew it and is drawn again only if
 * the answer differs. Mantine's third argument (read the answer at first render) is what this does anyway.
 */
export function useMediaQuery(query: string, initialValue?: boolean, _options?: unknown): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? initialValue ?? false,
    () => initialValue ?? false,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

const noMatchMedia = (): boolean => typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. False where matchMedia is absent. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (noMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const snapshot = () => (noMatchMedia() ? false : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

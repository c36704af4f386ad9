import { useEffect } from 'react';

// The custom fail route of the screen on show, if it set one.
let current: string | undefined;

/**
 * Lets a screen say where the member goes when a challenge it triggered ends unverified: 'back' or an app
 * path. Without one the member goes to '/'. Holds while the screen is mounted.
 */
export function useStepUpFailRoute(route: string): void {
  useEffect(() => {
    current = route;
    return () => {
      if (current === route) current = undefined;
    };
  }, [route]);
}

/** The custom fail route in force, if any. */
export const stepUpFailRoute = (): string | undefined => current;

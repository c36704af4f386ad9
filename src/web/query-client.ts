import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../engine/react';

// A 4xx will not change on retry (and a 401 already led to the session check); other failures get one more try.
const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The app's one TanStack Query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryOnce, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

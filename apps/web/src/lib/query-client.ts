import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * One retry for network trouble and server faults; none for 4xx, which will not change by asking
 * again. Window focus does not refetch: the data here is not that volatile.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

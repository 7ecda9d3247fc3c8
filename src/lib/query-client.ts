import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

/** A 4xx answer will not change by asking again; network trouble and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `retry: false` on the server: a page it cannot render at once is the browser's to render. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retry ? shouldRetry : false, refetchOnWindowFocus: false },
    },
  });
}

import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen';
import { firstPageRendered } from '../lib/after-first-paint';
import { isChunkLoadError } from '../lib/chunk-error';
import type { NotFoundData } from '../lib/page-loader.types';
import { ERROR_TEXT } from '../lib/ui-text';

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as NotFoundData;
    return typeof message === 'string' ? message : undefined;
  }
  return typeof data === 'string' ? data : undefined;
}

/**
 * The root route's error boundary: a guard's 404 (`Page Not Found: {path}`), a loader's failure or
 * a page that threw while rendering all replace the whole app with the error screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(firstPageRendered, []);
  if (isRouteErrorResponse(error)) return <ErrorScreen status={error.status} message={messageOf(error.data)} />;
  console.error(error);
  // the page reloaded once already and the file is still missing: say what helps
  return <ErrorScreen status={500} message={isChunkLoadError(error) ? ERROR_TEXT.staleChunk : undefined} />;
}

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router-dom';
import { pageNotFoundMessage } from '../../schemas/route-guard';
import { ApiRequestError } from './api-request-error';
import type { NotFoundData } from './page-loader.types';

/**
 * Helpers for the content pages' loaders. A loader warms the query cache so that a navigation
 * shows the finished page at once; a failed call must not blank the page (the block shows
 * 載入失敗), but a record that does not exist is the same 404 the route guard gives.
 */

/** The guard's 404 (SPEC §2 guard 4), for an id or slug with no record behind it. */
export function notFound(request: Request): never {
  const url = new URL(request.url);
  throw data<NotFoundData>({ message: pageNotFoundMessage(url.pathname + url.search) }, { status: 404 });
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Loads a page's own record: 404 when the API says it does not exist, `undefined` when the call
 * failed otherwise (the page then shows 載入失敗 where the record would be).
 */
export async function loadRecord<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  request: Request,
): Promise<T | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isNotFound(error)) notFound(request);
    return undefined;
  }
}

/** Warms the cache for the blocks of a page; a failure is left for the block to show. */
export async function warm<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch {
    return undefined;
  }
}

/** A whole positive number from a path or query parameter, or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

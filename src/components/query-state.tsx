import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-request-error';
import { UI_TEXT } from '../lib/ui-text';
import { LoadErrorState } from './load-error-state';
import { NoMatchState } from './no-match-state';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** the height to hold while a block that the loader did not warm is still loading */
  pendingClassName?: string;
}

/**
 * One block of a page and its data: the loader warmed the cache, so this normally renders at once;
 * a call that failed shows 載入失敗 for this block only, with a retry; a filter the server does not
 * know shows 無相符資料.
 */
export function QueryState<T>({ query, children, pendingClassName = '' }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <div className={`block-pending ${pendingClassName}`.trim()} aria-busy="true">
        <span className="visually-hidden">{UI_TEXT.loading}</span>
      </div>
    );
  // 422: the address names a filter value the server does not know (`?city=99`): nothing matches
  if (query.error instanceof ApiRequestError && query.error.status === 422) return <NoMatchState />;
  if (query.isError) return <LoadErrorState onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

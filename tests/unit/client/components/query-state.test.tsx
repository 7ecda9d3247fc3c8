// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from '../../../../src/components/query-state';
import { ApiRequestError } from '../../../../src/lib/api-request-error';

afterEach(cleanup);

function Block({ error }: { error: Error }) {
  const query = useQuery({
    queryKey: ['block', error.message],
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  return <QueryState query={query}>{() => <p>內容</p>}</QueryState>;
}

describe('a block and its data', () => {
  const withClient = (ui: ReactNode) =>
    render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

  it('shows 載入失敗 with a retry when its call fails', async () => {
    withClient(<Block error={new ApiRequestError('down', 500, null)} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('載入失敗')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeTruthy();
  });

  it('shows 無相符資料 when the address names a filter the server does not know (422)', async () => {
    withClient(<Block error={new ApiRequestError('bad filter', 422, null)} />);
    expect(await screen.findByText('無相符資料')).toBeTruthy();
  });
});

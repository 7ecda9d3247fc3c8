// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from '../../../../src/components/highlighted-text';
import { Pagination } from '../../../../src/components/pagination';
import { QueryState } from '../../../../src/components/query-state';
import { RichText } from '../../../../src/components/rich-text';
import { SafeImage } from '../../../../src/components/safe-image';
import { ApiRequestError } from '../../../../src/lib/api-request-error';
import { meta } from './content-api-stub';

afterEach(cleanup);

const inRouter = (ui: ReactNode, path = '/news') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('Pagination', () => {
  it('says how many items there are and links each page by its address', () => {
    inRouter(<Pagination meta={meta(2, 12, 5)} />, '/search?keyword=鍋&page=2');
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(within(nav).getByText('共 12 筆')).toBeTruthy();
    expect(within(nav).getByText('每頁 5 筆')).toBeTruthy();
    const current = within(nav).getByRole('link', { name: '前往 第 2 頁' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '前往 第 3 頁' }).getAttribute('href')).toBe(
      '/search?keyword=%E9%8D%8B&page=3',
    );
    expect(within(nav).getByRole('link', { name: '上一頁' }).getAttribute('href')).toBe('/search?keyword=%E9%8D%8B');
    expect(within(nav).getByRole('link', { name: '下一頁' })).toBeTruthy();
  });

  it('has no previous link on the first page and no next link on the last', () => {
    inRouter(<Pagination meta={meta(1, 3, 5)} />);
    expect(screen.getByText('共 3 筆')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '上一頁' })).toBeNull();
    expect(screen.queryByRole('link', { name: '下一頁' })).toBeNull();
  });
});

describe('search highlighting', () => {
  it('wraps the matched terms in <mark>', () => {
    const { container } = render(
      <p>
        <HighlightedText text="第一只鑄鐵鍋怎麼選" ranges={[[3, 6]]} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['鑄鐵鍋']);
    expect(container.textContent).toBe('第一只鑄鐵鍋怎麼選');
  });
});

describe('images', () => {
  it('reserves the box, loads lazily and shows 載入失敗 when the picture fails', () => {
    render(<SafeImage src="/missing.svg" alt="鑄鐵鍋" width={1200} height={800} />);
    const img = screen.getByRole('img', { name: '鑄鐵鍋' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    const failed = screen.getByRole('img', { name: '載入失敗' });
    expect(failed.textContent).toBe('載入失敗');
    expect(failed.style.aspectRatio).toBe('1200 / 800');
  });

  it('fetches the first banner at once, with high priority', () => {
    render(<SafeImage src="/banner.svg" alt="主視覺" width={1920} height={720} priority />);
    const img = screen.getByRole('img', { name: '主視覺' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('rich text', () => {
  it('renders the server-sanitised body inside .rich-text', () => {
    const { container } = render(<RichText html="<h2>洗米與浸泡</h2><p>白米浸泡 30 分鐘。</p>" />);
    const box = container.querySelector('.rich-text');
    expect(box?.querySelector('h2')?.textContent).toBe('洗米與浸泡');
  });

  it('shows 載入失敗 in place of a body image that cannot load', () => {
    const { container } = render(
      <RichText html='<figure><img src="/missing.svg" alt="土鍋" width="1200" height="800" loading="lazy"></figure>' />,
    );
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    const failed = screen.getByRole('img', { name: '載入失敗' });
    expect(failed.style.aspectRatio).toBe('1200 / 800');
    expect(container.querySelector('img')).toBeNull();
  });
});

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

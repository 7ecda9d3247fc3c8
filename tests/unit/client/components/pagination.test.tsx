// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../../../src/components/pagination';
import { meta } from '../api-stub';

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

  it('pages a second list of a screen under its own parameter and name', () => {
    inRouter(
      <Pagination meta={meta(2, 250, 100)} param="repairs_page" label="維修紀錄分頁" />,
      '/member/service?repairs_page=2',
    );
    const nav = screen.getByRole('navigation', { name: '維修紀錄分頁' });
    expect(within(nav).getByText('第 2 頁，共 3 頁')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '上一頁' }).getAttribute('href')).toBe('/member/service');
    expect(within(nav).getByRole('link', { name: '下一頁' }).getAttribute('href')).toBe(
      '/member/service?repairs_page=3',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    inRouter(<Pagination meta={meta(1, 3, 5)} />);
    expect(screen.getByText('共 3 筆')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '上一頁' })).toBeNull();
    expect(screen.queryByRole('link', { name: '下一頁' })).toBeNull();
  });
});

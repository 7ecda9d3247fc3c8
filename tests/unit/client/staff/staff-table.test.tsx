// @vitest-environment jsdom

import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ListFilters } from '../../../../src/components/staff/list-filters';
import { useListParams } from '../../../../src/components/staff/list-params';
import { StaffTable } from '../../../../src/components/staff/staff-table';
import { meta } from '../api-stub';

afterEach(cleanup);

interface Person {
  id: number;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: '林小美', email: 'mei@example.com' },
  { id: 2, name: '陳大文', email: 'wen@example.com' },
];

const COLUMNS: ColumnDef<Person, never>[] = [
  { id: 'name', header: '姓名', cell: ({ row }) => row.original.name, enableSorting: true, meta: { rowHeader: true } },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
];

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** A screen as the console writes one: the address holds the list's state, the "server" applies it. */
function PeopleList({ rows, total = rows.length }: { rows: Person[]; total?: number }) {
  const { page, sort, filters, setSort, setFilters } = useListParams(['q']);
  const shown = sort ? [...rows].sort((a, b) => (sort.desc ? -1 : 1) * a.name.localeCompare(b.name)) : rows;
  return (
    <>
      <ListFilters fields={[{ name: 'q', label: '關鍵字' }]} />
      <StaffTable
        caption="後台人員"
        columns={COLUMNS}
        rows={shown}
        rowId={(p) => String(p.id)}
        meta={meta(page, total, 2)}
        sort={sort}
        onSortChange={setSort}
        empty={{ title: '尚無人員', hint: '在上方授予角色即可新增。' }}
        filtered={Object.keys(filters).length > 0}
        onClearFilters={() => setFilters({ q: '' })}
        detail={(p) => <p>{`${p.name} 的詳細資料`}</p>}
      />
      <Address />
    </>
  );
}

const renderAt = (path: string, rows: Person[] = PEOPLE, total?: number) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PeopleList rows={rows} total={total} />
    </MemoryRouter>,
  );
const address = () => screen.getByTestId('address').textContent;

describe('StaffTable', () => {
  it('is a table with a caption, column and row headers, and the total', () => {
    renderAt('/staff/people');
    const table = screen.getByRole('table', { name: /後台人員/ });
    expect(within(table).getByText('共 2 筆')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(within(table).getByRole('rowheader', { name: '林小美' }).getAttribute('scope')).toBe('row');
  });

  it('sorts through a button in the header: the order goes into the address and aria-sort says it', () => {
    renderAt('/staff/people?page=2');
    const header = screen.getByRole('columnheader', { name: /姓名/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    // a column the server cannot sort by has no toggle and no aria-sort
    expect(screen.getByRole('columnheader', { name: 'Email' }).hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(within(header).getByRole('button', { name: '姓名' }));
    expect(address()).toBe('?sort=name');
    expect(screen.getByRole('columnheader', { name: /姓名/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(screen.getByRole('columnheader', { name: /姓名/ })).getByRole('button'));
    expect(address()).toBe('?sort=-name');
    expect(screen.getByRole('columnheader', { name: /姓名/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['陳大文', '林小美']);

    fireEvent.click(within(screen.getByRole('columnheader', { name: /姓名/ })).getByRole('button'));
    expect(address()).toBe('');
  });

  it('shows which rows of how many a page holds, and links the other pages', () => {
    renderAt('/staff/people?page=2', PEOPLE, 5);
    expect(screen.getByText('共 5 筆，顯示第 3–4 筆')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往 第 3 頁' }).getAttribute('href')).toBe('/staff/people?page=3');
  });

  it('opens a row detail with a button that says whether it is open', () => {
    renderAt('/staff/people');
    const toggles = screen.getAllByRole('button', { name: '顯示變更' });
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggles[0] as HTMLElement);
    const open = screen.getByRole('button', { name: '收合變更' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(open.getAttribute('aria-controls') ?? '');
    expect(detail?.textContent).toBe('林小美 的詳細資料');
  });

  it('says what to do when the list is empty, and offers to clear filters that matched nothing', () => {
    renderAt('/staff/people', []);
    expect(screen.getByText('尚無人員').parentElement?.getAttribute('role')).toBe('status');
    expect(screen.getByText('在上方授予角色即可新增。')).toBeTruthy();
    cleanup();

    renderAt('/staff/people?q=nobody', []);
    expect(screen.getByText('沒有符合篩選條件的資料')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '清除篩選' })[1] as HTMLElement);
    expect(address()).toBe('');
  });

  it('offers the way back from a page past the end of the list', () => {
    renderAt('/staff/people?page=9', [], 3);
    expect(screen.getByText('這一頁沒有資料')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往 第 2 頁' }).getAttribute('href')).toBe('/staff/people?page=2');
  });
});

describe('ListFilters', () => {
  it('shows the filters the address names and writes new ones into it, back on page 1', () => {
    renderAt('/staff/people?q=%E6%9E%97&page=2&sort=name');
    const field = screen.getByRole('textbox', { name: '關鍵字' }) as HTMLInputElement;
    expect(field.value).toBe('林');
    fireEvent.change(field, { target: { value: '陳' } });
    fireEvent.click(screen.getByRole('button', { name: '篩選' }));
    expect(address()).toBe('?q=%E9%99%B3&sort=name');
  });
});

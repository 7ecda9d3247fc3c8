// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { GiftClaim } from '../../../schemas/gift-apply.schema';
import { giftClaimQueries } from '../../../src/api/gift-claims.queries';
import { GiftClaimsSection } from '../../../src/screens/gifts/gift-claims-section';
import { testQueryClient } from './session/session-fixtures';

// the server renders in UTC; the reader's browser may be anywhere
process.env.TZ = 'UTC';
afterEach(cleanup);

const claim = (id: number, createdAt: string): GiftClaim => ({
  id,
  gift_event_id: 3,
  gift_event_subject: '週年慶滿額禮',
  gift_name: '木質砧板',
  invoice_number: 'AB12345678',
  invoice_date: '2026-11-25',
  invoice_amount: 3200,
  state: 'submitted',
  reject_reason: null,
  receive_name: '王小明',
  receive_address: '臺北市信義區市府路 1 號',
  medias: [],
  created_at: createdAt,
});

function renderClaims(claims: GiftClaim[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(giftClaimQueries.mine().queryKey, claims);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GiftClaimsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the member's gift claims show the day they applied, in Taipei", () => {
  it('23:30 and 00:30 Taipei time (15:30 and 16:30 UTC): the 25th, then the 26th as every other record', () => {
    renderClaims([claim(1, '2026-11-25T15:30:00.000Z'), claim(2, '2026-11-25T16:30:00.000Z')]);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items[0]).toContain('申請日期 2026-11-25');
    expect(items[1]).toContain('申請日期 2026-11-26');
  });
});

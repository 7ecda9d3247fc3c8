import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log.schema';
import { auditLog } from '../../server/db/tables/audit-log.table';
import { staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile({ seed: false });

// written out of time order (ids 1, 2, 3 are not oldest to newest), so an order by id would show
const ENTITY = 'sort-probe';
await s.db.insert(auditLog).values([
  {
    at: new Date('2026-01-03T02:00:00Z'),
    actorEmail: 'zed@example.com.tw',
    ip: '203.0.113.1',
    action: 'b.save',
    entity: ENTITY,
  },
  {
    at: new Date('2026-01-01T02:00:00Z'),
    actorEmail: 'amy@example.com.tw',
    ip: '203.0.113.1',
    action: 'c.save',
    entity: ENTITY,
  },
  {
    at: new Date('2026-01-02T02:00:00Z'),
    actorEmail: 'mia@example.com.tw',
    ip: '203.0.113.1',
    action: 'a.save',
    entity: ENTITY,
  },
]);

const actors = (entries: AuditEntry[]) => entries.map((e) => e.actor_email?.split('@')[0]);
const probe = (query = '') => s.audit(`entity=${ENTITY}${query}`);

describe('GET /api/staff/audit?sort=…&dir=…', () => {
  it('is newest first when the address names no order (or an empty one)', async () => {
    expect(actors(await probe())).toEqual(['zed', 'mia', 'amy']);
    expect(actors(await probe('&sort=&dir='))).toEqual(['zed', 'mia', 'amy']);
  });

  it('orders by time either way', async () => {
    expect(actors(await probe('&sort=at&dir=asc'))).toEqual(['amy', 'mia', 'zed']);
    expect(actors(await probe('&sort=at&dir=desc'))).toEqual(['zed', 'mia', 'amy']);
    // a direction alone applies to the list's own column, the time
    expect(actors(await probe('&dir=asc'))).toEqual(['amy', 'mia', 'zed']);
  });

  it('orders by who, what action and what entity', async () => {
    expect(actors(await probe('&sort=actor&dir=asc'))).toEqual(['amy', 'mia', 'zed']);
    expect(actors(await probe('&sort=actor&dir=desc'))).toEqual(['zed', 'mia', 'amy']);
    expect((await probe('&sort=action&dir=asc')).map((e) => e.action)).toEqual(['a.save', 'b.save', 'c.save']);
    // one entity for all three: the tie stays newest first
    expect(actors(await probe('&sort=entity&dir=asc'))).toEqual(['zed', 'mia', 'amy']);
  });

  it('pages through the chosen order', async () => {
    const first = await probe('&sort=at&dir=asc&per_page=2');
    const second = await probe('&sort=at&dir=asc&per_page=2&page=2');
    expect([...actors(first), ...actors(second)]).toEqual(['amy', 'mia', 'zed']);
  });

  it('refuses an unknown column or direction by field, in Chinese', async () => {
    const res = await s.call('GET', '/api/staff/audit?sort=ip&dir=sideways', s.admin.auth);
    const errors = await s.fieldErrors(res);
    expect(errors.sort).toEqual(['排序欄位不正確。']);
    expect(errors.dir).toEqual(['排序方向不正確。']);
    expect(Object.keys(errors).sort()).toEqual(['dir', 'sort']);
  });

  it('is still the admin’s alone, whatever the order asked', async () => {
    const editor = await s.staffMember(['editor']);
    expect((await s.call('GET', '/api/staff/audit?sort=at&dir=asc', editor.auth)).status).toBe(403);
  });
});

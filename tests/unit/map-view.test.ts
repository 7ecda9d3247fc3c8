import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../server/seed/locations.seed';
import { boxAround, groupPins, type MapPin, pinsOf, viewFor, WHOLE_MAP } from '../../src/screens/locations/map-view';
import { projectToMap, TAIWAN_FRAME } from '../../src/screens/locations/taiwan-projection';

const seeded: MapPin[] = pinsOf(LOCATIONS.map((l, i) => ({ id: i + 1, position: { lat: l.geo[0], lng: l.geo[1] } })));
const idOf = (name: string) => LOCATIONS.findIndex((l) => l.name === name) + 1;

describe('the store map frame', () => {
  it('holds Taiwan from Penghu to Eluanbi and every seeded store', () => {
    const penghu = projectToMap(23.57, 119.58);
    const eluanbi = projectToMap(21.9, 120.85);
    const keelung = projectToMap(25.13, 121.74);
    for (const p of [penghu, eluanbi, keelung, ...seeded]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(TAIWAN_FRAME.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(TAIWAN_FRAME.height);
    }
    expect(keelung.y).toBeLessThan(eluanbi.y);
    expect(penghu.x).toBeLessThan(eluanbi.x);
  });
});

describe('markers', () => {
  it('groups the Taipei stores into one marker on the whole island and leaves Tainan alone', () => {
    const groups = groupPins(seeded, WHOLE_MAP);
    const taipei = groups.find((g) => g.some((p) => p.id === idOf('好生活 信義旗艦店')));
    expect(taipei?.length).toBeGreaterThanOrEqual(5);
    expect(groups.find((g) => g.some((p) => p.id === idOf('好生活 台南門市')))).toHaveLength(1);
    expect(groups.flat()).toHaveLength(seeded.length);
  });

  it('zooming into a marker spreads its pins and leaves the rest of the island off the view', () => {
    const taipei = groupPins(seeded, WHOLE_MAP).find((g) => g.length > 4) ?? [];
    const box = boxAround(taipei);
    expect(box.w).toBeLessThan(WHOLE_MAP.w / 5);
    expect(box.h / box.w).toBeCloseTo(WHOLE_MAP.h / WHOLE_MAP.w);
    const inView = groupPins(seeded, box);
    expect(inView.length).toBeGreaterThan(2);
    expect(inView.flat().some((p) => p.id === idOf('好生活 台南門市'))).toBe(false);
  });

  it('opens a chosen store on a view where its pin stands alone, even 330 m from the next', () => {
    for (const name of ['ZONEZONE 概念店 赤峰街', '晴光百貨 中山店 5F 專櫃', '高雄維修服務中心', '好生活 台南門市']) {
      const box = viewFor(seeded, idOf(name));
      const own = groupPins(seeded, box).find((g) => g.some((p) => p.id === idOf(name)));
      expect(own, name).toHaveLength(1);
    }
    expect(viewFor(seeded, idOf('好生活 台南門市'))).toEqual(WHOLE_MAP);
    expect(viewFor(seeded, undefined)).toEqual(WHOLE_MAP);
  });
});

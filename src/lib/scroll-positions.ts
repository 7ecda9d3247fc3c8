import type { ScrollPosition } from './scroll-rules';

/**
 * Where the reader was on each history entry (by location key), kept in sessionStorage so that
 * a reload or a return from another site still finds it.
 */
const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;

function readAll(): Map<string, ScrollPosition> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, ScrollPosition][]) : []);
  } catch {
    return new Map();
  }
}

let positions: Map<string, ScrollPosition> | null = null;
const all = () => {
  positions ??= readAll();
  return positions;
};

export function rememberScroll(key: string, position: ScrollPosition): void {
  const map = all();
  map.delete(key);
  map.set(key, position);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

export function savedScroll(key: string): ScrollPosition | null {
  return all().get(key) ?? null;
}

export function persistScrollPositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...all()]));
  } catch {
    // storage full or disabled: positions just do not survive a reload
  }
}

import { projectToMap, TAIWAN_FRAME } from './taiwan-projection';

/** A store's pin in map units (taiwan-projection.ts). */
export interface MapPin {
  id: number;
  x: number;
  y: number;
}

/** The part of the map on screen, in map units; always the whole map's proportions. */
export interface MapBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const WHOLE_MAP: MapBox = { x: 0, y: 0, w: TAIWAN_FRAME.width, h: TAIWAN_FRAME.height };
const ASPECT = TAIWAN_FRAME.height / TAIWAN_FRAME.width;
/** two pins closer than this on screen (map units at the whole map's size) share one marker */
export const PIN_GAP = 26;
/** the closest view, about 4 km across: stores nearer than 150 m still share a marker there */
const SMALLEST_WIDTH = 4;

export function pinsOf(stores: readonly { id: number; position: { lat: number; lng: number } | null }[]): MapPin[] {
  return stores.flatMap((s) => (s.position ? [{ id: s.id, ...projectToMap(s.position.lat, s.position.lng) }] : []));
}

/** Whether this view is as close as the map goes: pins are never grouped there. */
const closest = (box: MapBox) => box.w <= SMALLEST_WIDTH + 1e-9;

/**
 * The pins as markers of this view: a pin alone, or pins too close to tell apart grouped into one
 * marker (in list order, each pin joining the first marker near enough). Pins off the view are left out.
 */
export function groupPins(pins: readonly MapPin[], box: MapBox): MapPin[][] {
  const zoom = WHOLE_MAP.w / box.w;
  const groups: MapPin[][] = [];
  for (const pin of pins) {
    if (pin.x < box.x || pin.x > box.x + box.w || pin.y < box.y || pin.y > box.y + box.h) continue;
    const near = closest(box)
      ? undefined
      : groups.find(([first]) => first && Math.hypot(first.x - pin.x, first.y - pin.y) * zoom < PIN_GAP);
    if (near) near.push(pin);
    else groups.push([pin]);
  }
  return groups;
}

/** The view that spreads a group of pins out: their bounds with a margin, in the map's proportions. */
export function boxAround(pins: readonly MapPin[]): MapBox {
  const xs = pins.map((p) => p.x);
  const ys = pins.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = Math.min(WHOLE_MAP.w, Math.max(SMALLEST_WIDTH, (right - left) * 2.4, ((bottom - top) * 2.4) / ASPECT));
  const h = w * ASPECT;
  // centred on the pins, kept inside the map
  const x = Math.min(Math.max((left + right) / 2 - w / 2, 0), WHOLE_MAP.w - w);
  const y = Math.min(Math.max((top + bottom) / 2 - h / 2, 0), WHOLE_MAP.h - h);
  return { x, y, w, h };
}

/**
 * The view a store's page opens on: starting from the whole island, zoom into the marker holding
 * the chosen store until its pin stands alone, so choosing a store in the list always shows its pin.
 */
export function viewFor(pins: readonly MapPin[], chosen: number | undefined): MapBox {
  let box = WHOLE_MAP;
  if (chosen === undefined) return box;
  for (let depth = 0; depth < 8; depth += 1) {
    const group = groupPins(pins, box).find((g) => g.some((p) => p.id === chosen));
    if (!group || group.length === 1) return box;
    box = boxAround(group);
  }
  return box;
}

/** Where a point stands in a view, as percentages of its width and height (for the pins' CSS). */
export const placeIn = (box: MapBox, p: { x: number; y: number }) => ({
  left: `${(((p.x - box.x) / box.w) * 100).toFixed(2)}%`,
  top: `${(((p.y - box.y) / box.h) * 100).toFixed(2)}%`,
});

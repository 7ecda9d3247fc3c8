/**
 * Where a longitude/latitude falls on the store map (scripts/make-taiwan-map.mjs draws the island
 * with the same function). A plain equirectangular projection squeezed by cos(23.7°), Taiwan's
 * middle: over 3.5° of latitude it is as true as a map this small needs, and it costs four lines.
 */
export const TAIWAN_FRAME = {
  /** the west edge (Penghu) and the north edge (past Keelung's islets), in degrees */
  west: 119.2,
  north: 25.4,
  /** map units per degree of latitude; the map is WIDTH units wide */
  scale: 114,
  width: 300,
  height: 406,
} as const;

const SQUEEZE = Math.cos((23.7 * Math.PI) / 180);

export function projectToMap(lat: number, lng: number): { x: number; y: number } {
  return {
    x: (lng - TAIWAN_FRAME.west) * SQUEEZE * TAIWAN_FRAME.scale,
    y: (TAIWAN_FRAME.north - lat) * TAIWAN_FRAME.scale,
  };
}

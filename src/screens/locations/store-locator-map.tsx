import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Location } from '../../../schemas/location.schema';
import { LOCATIONS_TEXT } from './locations-text';
import { boxAround, groupPins, type MapBox, pinsOf, placeIn, viewFor, WHOLE_MAP } from './map-view';
import { TAIWAN_BORDERS, TAIWAN_LAND } from './taiwan-map.data';
import './store-locator-map.css';

/**
 * Taiwan with the listed stores as pins (the outline is path text made at build time by
 * scripts/make-taiwan-map.mjs: no tiles, no map library). A pin is a link to its store, as the list's
 * card is, so the address says which store is chosen and both mark it; pins too close to tell apart
 * share a button that zooms in on them.
 */
export function StoreLocatorMap({
  stores,
  selectedId,
  search,
}: {
  stores: readonly Location[];
  selectedId: number | undefined;
  search: string;
}) {
  const pins = pinsOf(stores);
  // the reader's own zoom holds until another store is chosen; then the view follows the choice
  const [zoom, setZoom] = useState<{ box: MapBox; for: number | undefined } | null>(null);
  const box = zoom && zoom.for === selectedId ? zoom.box : viewFor(pins, selectedId);
  const byId = new Map(stores.map((s) => [s.id, s]));
  const whole = box.w === WHOLE_MAP.w;

  return (
    <section className="store-locator-map" aria-label={LOCATIONS_TEXT.mapLabel}>
      <div className="store-locator-map__frame">
        <svg viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} aria-hidden="true" focusable="false">
          <path className="store-locator-map__land" d={TAIWAN_LAND} />
          <path className="store-locator-map__borders" d={TAIWAN_BORDERS} />
        </svg>
        {groupPins(pins, box).map((group) => {
          const [first] = group;
          if (!first) return null;
          const marked = group.some((p) => p.id === selectedId);
          if (group.length === 1) {
            const store = byId.get(first.id);
            if (!store) return null;
            return (
              <Link
                key={first.id}
                to={`${store.link}${search}`}
                state={{ fromMap: true }}
                className={`map-pin${marked ? ' map-pin--marked' : ''}`}
                style={placeIn(box, first)}
                aria-current={marked ? 'true' : undefined}
                aria-label={store.name}
                data-store-pin={first.id}
              >
                <span aria-hidden="true" className="map-pin__dot" />
              </Link>
            );
          }
          const names = group.map((p) => byId.get(p.id)?.name ?? '').join('、');
          return (
            <button
              key={`g${first.id}`}
              type="button"
              className={`map-pin map-pin--group${marked ? ' map-pin--marked' : ''}`}
              style={placeIn(box, first)}
              aria-label={LOCATIONS_TEXT.zoomTo(group.length, names)}
              onClick={() => setZoom({ box: boxAround(group), for: selectedId })}
            >
              <span aria-hidden="true" className="map-pin__dot">
                {group.length}
              </span>
            </button>
          );
        })}
        {!whole && (
          <button
            type="button"
            className="store-locator-map__whole"
            onClick={() => setZoom({ box: WHOLE_MAP, for: selectedId })}
          >
            {LOCATIONS_TEXT.wholeMap}
          </button>
        )}
      </div>
      <p className="store-locator-map__note">{LOCATIONS_TEXT.mapNote}</p>
    </section>
  );
}

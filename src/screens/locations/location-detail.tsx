import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Location } from '../../../schemas/location.schema';
import { ContentImage } from '../../components/content-image';
import { LOCATIONS_TEXT } from './locations-text';
import '../../components/card.css';
import './locations.css';

/** Digits and + only: what a tel: link dials (`02-2720-1188` → `0227201188`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One store beside the list (a sheet at the bottom of a phone's screen): address, hours, phone as
 * a tel: link, and the address in Google Maps (a plain link, no embedded map); its pin is on the
 * store map beside.
 */
export function LocationDetail({ location, closeTo }: { location: Location; closeTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // a new store on screen: take the reader there without moving the list (the scroll rules keep it)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store's id is the trigger
  useEffect(() => heading.current?.focus({ preventScroll: true }), [location.id]);

  return (
    <div className="location-detail">
      <div className="location-detail__head">
        <p className="card__eyebrow">
          {location.city.name}・{location.class.name}
        </p>
        <h1 ref={heading} tabIndex={-1} className="location-detail__title">
          {location.name}
        </h1>
        <Link to={closeTo} className="location-detail__close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{LOCATIONS_TEXT.close}</span>
        </Link>
      </div>
      {location.image && (
        <div className="location-detail__image">
          <ContentImage image={location.image} eager sizes="380px" />
        </div>
      )}
      <dl className="location-detail__facts">
        <div>
          <dt>{LOCATIONS_TEXT.address}</dt>
          <dd>{location.full_address}</dd>
        </div>
        <div>
          <dt>{LOCATIONS_TEXT.hours}</dt>
          <dd>
            <ul>
              {location.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{LOCATIONS_TEXT.phone}</dt>
          <dd>
            <a href={telHref(location.phone)}>{location.phone}</a>
          </dd>
        </div>
        {location.categories.length > 0 && (
          <div>
            <dt>{LOCATIONS_TEXT.services}</dt>
            <dd>{location.categories.map((c) => c.name).join('、')}</dd>
          </div>
        )}
      </dl>
      <a
        className="button button--primary location-detail__map"
        href={location.map_link}
        target="_blank"
        rel="noopener noreferrer"
      >
        {LOCATIONS_TEXT.map}
        <span className="visually-hidden">{LOCATIONS_TEXT.newWindow}</span>
      </a>
    </div>
  );
}

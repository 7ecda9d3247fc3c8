import { Link } from 'react-router-dom';
import type { Location } from '../../../schemas/location.schema';
import { LOCATIONS_TEXT } from './locations-text';
import '../../components/card.css';
import './locations.css';

/** A store in the list; its link opens the store beside the list, keeping the list's filters. */
export function LocationCard({
  location,
  search,
  selected,
}: {
  location: Location;
  search: string;
  selected: boolean;
}) {
  return (
    <article id={`location-${location.id}`} className={`location-card${selected ? ' location-card--selected' : ''}`}>
      <p className="card__eyebrow">
        {location.city.name}・{location.class.name}
      </p>
      <h3 className="location-card__title">
        <Link to={`${location.link}${search}`} className="card__link" aria-current={selected ? 'true' : undefined}>
          {location.name}
        </Link>
      </h3>
      <dl className="location-card__facts">
        <div>
          <dt>{LOCATIONS_TEXT.address}</dt>
          <dd>{location.full_address}</dd>
        </div>
        <div>
          <dt>{LOCATIONS_TEXT.phone}</dt>
          <dd>{location.phone}</dd>
        </div>
        {location.hours.length > 0 && (
          <div>
            <dt>{LOCATIONS_TEXT.hours}</dt>
            <dd>
              {location.hours.map((line) => (
                <span key={line} className="location-card__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {location.categories.length > 0 && (
        <ul className="location-card__tags">
          {location.categories.map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

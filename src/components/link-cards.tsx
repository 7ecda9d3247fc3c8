import { Link } from 'react-router-dom';

export interface LinkCard {
  to: string;
  title: string;
  text: string;
}

/** A grid of linked cards (title + one line): the service kinds on the home page and the services hub. */
export function LinkCards({ items, className }: { items: readonly LinkCard[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link className="link-card" to={item.to}>
            <span className="link-card__title">{item.title}</span>
            <span className="link-card__text">{item.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

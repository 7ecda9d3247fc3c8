import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import './card.css';

interface CardListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  children: (item: T, index: number) => ReactNode;
  /** columns on a desktop; phones show one, tablets two */
  columns?: 2 | 3 | 4;
  /** on phones: `rail` swipes sideways (home sections), `compact` puts the picture beside the text */
  variant?: 'grid' | 'rail' | 'compact';
  className?: string;
  /** what an empty list shows: 暫無資料 by default */
  empty?: ReactNode;
}

/** A grid of cards as a list, so a screen reader announces how many there are. */
export function CardList<T>({
  items,
  keyOf,
  children,
  columns = 3,
  variant = 'grid',
  className = '',
  empty,
}: CardListProps<T>) {
  if (items.length === 0) return <>{empty ?? <EmptyState />}</>;
  return (
    <ul className={`card-list card-list--${columns} card-list--${variant} ${className}`.trim()}>
      {items.map((item, i) => (
        <li key={keyOf(item)}>{children(item, i)}</li>
      ))}
    </ul>
  );
}

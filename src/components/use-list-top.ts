import { type RefObject, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Brings the top of a list into view when its page changes by a link (the scroll rules keep the
 * place on a query-only change, which would leave the reader at the pagination). Back/forward
 * is left to the scroll rules, which restore where the reader was.
 */
export function useListTop<E extends HTMLElement>(ref: RefObject<E | null>, page: unknown): void {
  const navigation = useNavigationType();
  const previous = useRef(page);
  useEffect(() => {
    if (Object.is(previous.current, page)) return;
    previous.current = page;
    if (navigation !== 'POP') ref.current?.scrollIntoView({ block: 'start' });
  }, [page, navigation, ref]);
}

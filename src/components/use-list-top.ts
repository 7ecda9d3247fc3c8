import { type RefObject, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Brings the top of a list into view when its page changes by a link or the go-to box (the scroll
 * rules keep the place on a query-only change, which would leave the reader at the pagination).
 * A list that starts within the first two thirds of a screen of the page is shown from the page's top, with
 * its title and filters, as a new page would be; a list further down is scrolled to its top
 * (below the sticky header: the root's scroll-padding). Back/forward is left to the scroll
 * rules, which restore where the reader was.
 */
export function useListTop<E extends HTMLElement>(ref: RefObject<E | null>, page: unknown): void {
  const navigation = useNavigationType();
  const previous = useRef(page);
  useEffect(() => {
    if (Object.is(previous.current, page)) return;
    previous.current = page;
    const list = ref.current;
    if (navigation === 'POP' || !list) return;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    if (listTop < (window.innerHeight * 2) / 3) window.scrollTo(0, 0);
    else list.scrollIntoView({ block: 'start' });
  }, [page, navigation, ref]);
}

import { type ReactNode, useId, useState } from 'react';
import { EVENTS_TEXT } from './events-text';

/**
 * The list's filters: on a phone folded behind one button (five rows of chips would push the
 * events below the first screen), on wider screens always open, the button hidden.
 */
export function EventsFilterPanel({ chosen, children }: { chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={`events-filters${open ? ' events-filters--open' : ''}`}>
      <button
        type="button"
        className="events-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{EVENTS_TEXT.filtersToggle}</span>
        {chosen > 0 && <span className="events-filters__count">{EVENTS_TEXT.filtersChosen(chosen)}</span>}
      </button>
      <div id={panelId} className="events-filters__panel filter-group">
        {children}
      </div>
    </div>
  );
}

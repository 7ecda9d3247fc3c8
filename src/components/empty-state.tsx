import { UI_TEXT } from '../lib/ui-text';

/** SPEC §8 "no data": a list or page with nothing to show yet. */
export function EmptyState({ hint }: { hint?: string }) {
  return (
    <div className="state-message state-message--empty" role="status">
      <p className="state-message__title">{UI_TEXT.noData}</p>
      {hint && <p className="state-message__hint">{hint}</p>}
    </div>
  );
}

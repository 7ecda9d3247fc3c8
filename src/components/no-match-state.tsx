import { UI_TEXT } from '../lib/ui-text';

/** SPEC §8 "no matching data": a search or filter that found nothing. */
export function NoMatchState({ hint }: { hint?: string }) {
  return (
    <div className="state-message state-message--no-match" role="status">
      <p className="state-message__title">{UI_TEXT.noMatch}</p>
      {hint && <p className="state-message__hint">{hint}</p>}
    </div>
  );
}

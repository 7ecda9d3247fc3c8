import { UI_TEXT } from '../lib/ui-text';

/** SPEC §8 "載入失敗" for a block whose data could not be loaded: the rest of the page still works. */
export function LoadErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="state-message state-message--error" role="alert">
      <p className="state-message__title">{UI_TEXT.loadFailed}</p>
      {onRetry && (
        <button type="button" className="button button--ghost state-message__action" onClick={onRetry}>
          {UI_TEXT.retry}
        </button>
      )}
    </div>
  );
}

import { UI_TEXT } from '../lib/ui-text';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {UI_TEXT.skipToContent}
    </a>
  );
}

import type { CSSProperties } from 'react';
import { UI_TEXT } from '../lib/ui-text';

/** SPEC §8 "image failed to load": takes the image's place, keeping its box. */
export function LoadFailed({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return (
    <span className={`load-failed ${className}`.trim()} role="img" aria-label={UI_TEXT.loadFailed} style={style}>
      {UI_TEXT.loadFailed}
    </span>
  );
}

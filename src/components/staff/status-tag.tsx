import type { ReactNode } from 'react';

/** A record's status in a list, coloured by it (`.status-tag--<status>` in staff-table.css). */
export function StatusTag({ status, children }: { status: string; children: ReactNode }) {
  return <span className={`status-tag status-tag--${status}`}>{children}</span>;
}

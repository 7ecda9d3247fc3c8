import type { ReactNode } from 'react';

/** Documents meant to be read or printed on their own (credit notes): no header, no footer. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

import { type ReactNode, useId } from 'react';

interface ContentSectionProps {
  title: string;
  /** an anchor for hash links (`#section-3`) */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A titled block of a page: a <section> named by its own h2. */
export function ContentSection({ title, id, className = '', children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`content-section ${className}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="content-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { FORM_TEXT } from './form-text';
import './form.css';

export interface ReviewRow {
  label: string;
  value: ReactNode;
  /** a way back to the field; `label` replaces the button's word 修改 */
  change?: { onClick: () => void; label?: string };
  /** the form field this answer came from: with `onChange`, its change link */
  field?: string;
}

export interface ReviewSection {
  title: string;
  rows: readonly ReviewRow[];
}

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** GOV.UK's "check answers": what will be sent, by section, each answer with a way to change it. */
export function ReviewList({
  sections,
  onChange,
}: {
  sections: readonly ReviewSection[];
  /** a change link of a row that names its `field` */
  onChange?: (field: string) => void;
}) {
  return (
    <div className="review-list">
      {sections.map((section) => (
        <section className="review-list__section" key={section.title}>
          <h3 className="review-list__title">{section.title}</h3>
          <dl className="review-list__rows">
            {section.rows.map(({ field, ...row }) => {
              if (field && onChange && !row.change) row.change = { onClick: () => onChange(field) };
              return (
                <div className="review-list__row" key={row.label}>
                  <dt className="review-list__label">{row.label}</dt>
                  <dd className={`review-list__value ${isEmpty(row.value) ? 'review-list__value--empty' : ''}`.trim()}>
                    {isEmpty(row.value) ? FORM_TEXT.review.empty : row.value}
                  </dd>
                  {row.change && (
                    <dd className="review-list__change">
                      <button type="button" className="review-list__button" onClick={row.change.onClick}>
                        {row.change.label ?? FORM_TEXT.review.change}
                        <span className="visually-hidden"> {row.label}</span>
                      </button>
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}

export interface ConflictText {
  title: string;
  lead: string;
  field: string;
  mine: string;
  theirs: string;
  takeTheirs: string;
  keepMine: string;
}

/** The panel's words from an area text that keeps them as flat `conflict*` keys. */
export const conflictText = (t: {
  conflictTitle: string;
  conflictLead: string;
  conflictField: string;
  conflictMine: string;
  conflictTheirs: string;
  conflictTakeTheirs: string;
  conflictKeepMine: string;
}): ConflictText => ({
  title: t.conflictTitle,
  lead: t.conflictLead,
  field: t.conflictField,
  mine: t.conflictMine,
  theirs: t.conflictTheirs,
  takeTheirs: t.conflictTakeTheirs,
  keepMine: t.conflictKeepMine,
});

/** A rich text's words alone, for comparing two versions of it side by side. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A stale save's two versions side by side (STAFF.md: "the editor sees both versions side by side and chooses"). */
export function StaffConflictPanel({
  id,
  text,
  rows,
  onTakeTheirs,
  onKeepMine,
}: {
  id: string;
  text: ConflictText;
  /** label, mine, theirs */
  rows: readonly (readonly [string, string, string])[];
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}) {
  const heading = `${id}-conflict-heading`;
  return (
    <section className="staff-conflict" role="alert" aria-labelledby={heading}>
      <h2 className="staff-section__heading" id={heading}>
        {text.title}
      </h2>
      <p>{text.lead}</p>
      <table className="audit-diff">
        <caption className="visually-hidden">{text.title}</caption>
        <thead>
          <tr>
            <th scope="col">{text.field}</th>
            <th scope="col">{text.mine}</th>
            <th scope="col">{text.theirs}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label} className={a === b ? '' : 'audit-diff__changed'}>
              <th scope="row">{label}</th>
              <td>{a}</td>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={onTakeTheirs}>
          {text.takeTheirs}
        </button>
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          {text.keepMine}
        </button>
      </div>
    </section>
  );
}

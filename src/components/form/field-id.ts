/**
 * The id of a field's control, so that an error summary can link `#fieldId(name)` to it.
 * Names may be paths (`others.city`, `items[0].name`): '.', '[' and ']' become '-'.
 */
export const fieldId = (name: string): string => `field-${name.replace(/[.[\]]/g, '-')}`;

/** The id of a field's error message (its input's aria-describedby points at it). */
export const errorId = (name: string): string => `${fieldId(name)}-error`;

/** The id of a field's hint. */
export const hintId = (name: string): string => `${fieldId(name)}-hint`;

/** aria-describedby from the ids that exist (undefined when none). */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

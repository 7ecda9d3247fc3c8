/**
 * Fills a flow step from the same step data the actor replays send (issue 20 item 7): each field of
 * the data goes in through the control a person uses, found by its accessible name: typed into its
 * textbox, picked from its select by the option's words, its radio tapped, its box ticked. A field
 * of the data with no control named here throws, so no spec can hand the form a value past its
 * control; after filling, each control is checked to hold what was entered.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Name = string | RegExp;
/** how a value reads on the page, where the data holds an id or a code */
type Words = Record<string | number, string>;

export type FieldControl =
  | { text: Name }
  | { select: Name; words?: Words }
  | { radios: Name; words: Words }
  | { checkbox: Name }
  /** the page fills it from another field (a zip code from the town): the reason */
  | { derived: string };

export type StepControls<T> = { [K in keyof T]-?: FieldControl };

const wordsOf = (value: unknown, words: Words | undefined): string => {
  const key = String(value);
  return words ? (words[key] ?? key) : key;
};

export async function fillStep<T extends object>(
  scope: Page | Locator,
  data: T,
  controls: Partial<StepControls<T>>,
): Promise<void> {
  const fields = Object.keys(data) as (keyof T & string)[];
  const missing = fields.filter((field) => data[field] !== undefined && !controls[field]);
  if (missing.length > 0) throw new Error(`no control for the step's field(s) ${missing.join(', ')}`);
  for (const field of Object.keys(controls) as (keyof T & string)[]) {
    const control = controls[field] as FieldControl;
    const value = data[field];
    if (value === undefined || 'derived' in control) continue;
    if ('text' in control) {
      const box = scope.getByLabel(control.text);
      await box.fill(String(value));
      await expect(box).toHaveValue(String(value));
    } else if ('select' in control) {
      const select = scope.getByLabel(control.select);
      await select.selectOption({ label: wordsOf(value, control.words) });
      await expect(select.locator('option:checked')).toHaveText(wordsOf(value, control.words));
    } else if ('radios' in control) {
      const radio = scope
        .getByRole('group', { name: control.radios })
        .getByRole('radio', { name: wordsOf(value, control.words), exact: true });
      await radio.check();
      await expect(radio).toBeChecked();
    } else {
      const box = scope.getByRole('checkbox', { name: control.checkbox });
      await box.setChecked(value === true);
      await expect(box).toBeChecked({ checked: value === true });
    }
  }
}

import type { FormEvent } from 'react';
import { SelectField, type SelectOption, TextField } from '../form/text-field';
import { useListParams } from './list-params';
import { STAFF_TABLE_TEXT as T } from './staff-table-text';
import './staff-table.css';

export interface ListFilterField {
  /** the search param it is kept in, and the API's query name */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'search';
  hint?: string;
  /** a select of these instead of a text box */
  options?: readonly SelectOption[];
  /** the select's empty option, when 「請選擇」 would read wrong (a filter's empty value is 「全部」) */
  emptyOption?: string;
}

/**
 * The filters above a console list, bound to the address: the fields show what the address names,
 * 篩選 writes them into it (back to page 1), 清除篩選 takes them all out. The server checks them;
 * its 422 messages (`errors`) stand by their fields.
 */
export function ListFilters({
  fields,
  label = T.filtersLabel,
  errors,
}: {
  fields: readonly ListFilterField[];
  label?: string;
  errors?: Record<string, string[]> | null | undefined;
}) {
  const names = fields.map((f) => f.name);
  const { filters, setFilters, clearFilters } = useListParams(names);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])));
  };

  return (
    <search aria-label={label}>
      {/* a new address (back, forward, a shared link) refills the fields: the key remounts them */}
      <form key={JSON.stringify(filters)} className="list-filters" noValidate onSubmit={apply}>
        {fields.map((field) => {
          const error = errors?.[field.name]?.[0];
          return field.options ? (
            <SelectField
              key={field.name}
              label={field.label}
              name={field.name}
              options={field.options}
              placeholder={field.emptyOption ?? true}
              defaultValue={filters[field.name] ?? ''}
              hint={field.hint}
              error={error}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={filters[field.name] ?? ''}
              hint={field.hint}
              error={error}
            />
          );
        })}
        <div className="list-filters__actions">
          <button type="submit" className="button button--primary">
            {T.applyFilters}
          </button>
          <button type="button" className="button button--ghost" onClick={clearFilters}>
            {T.clearFilters}
          </button>
        </div>
      </form>
    </search>
  );
}

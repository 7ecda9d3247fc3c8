import { Form } from 'react-router-dom';
import { SEARCH_TEXT } from './search-text';

/** The site search box: a GET form, so the keyword lands in the address (`?keyword=`). */
export function SearchForm({ keyword }: { keyword: string }) {
  return (
    <Form role="search" method="get" className="search-form">
      <label htmlFor="search-keyword" className="search-form__label">
        {SEARCH_TEXT.label}
      </label>
      <div className="search-form__row">
        <input
          // a new keyword in the address (back/forward) resets the box
          key={keyword}
          id="search-keyword"
          name="keyword"
          type="search"
          defaultValue={keyword}
          placeholder={SEARCH_TEXT.placeholder}
          maxLength={50}
          className="input"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          {SEARCH_TEXT.submit}
        </button>
      </div>
    </Form>
  );
}

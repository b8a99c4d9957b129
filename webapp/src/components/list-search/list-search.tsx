import { useEffect, useId, useState } from 'react';
import './list-search.css';

// How long typing pauses before the list is asked again: one request per pause, not one
// per key.
export const searchPause = 300;

type Props = {
  // The field's label, e.g. "Search posts".
  label: string;
  // What the server matches, said under the field.
  hint: string;
  // Called with the trimmed text once typing pauses (and at once when cleared).
  onSearch: (query: string) => void;
};

// ListSearch is the search box above a staff list. The server filters the whole list (not
// only the page on screen), so the caller sends the text with the list request and goes
// back to page 1.
export function ListSearch({ label, hint, onSearch }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const hintId = useId();
  const query = text.trim();

  useEffect(() => {
    const timer = setTimeout(() => onSearch(query), query ? searchPause : 0);
    return () => clearTimeout(timer);
  }, [query, onSearch]);

  return (
    <div role="search" className="list-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={hintId}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={hintId} className="list-search__hint muted">
        {hint}
      </p>
    </div>
  );
}

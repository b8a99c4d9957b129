import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/error-text';

type Props<T> = {
  // The heading's id (the section is labelled by it) and text.
  id: string;
  title: string;
  query: UseQueryResult<T>;
  // What the loading line names: "the settings".
  what: string;
  // Drawn once the data is there (a query answering nothing counts as failed).
  children: (data: NonNullable<T>) => ReactNode;
};

// QuerySection is a back-office section whose body waits for one query: a loading line,
// the query's error, or the body drawn from its data.
export function QuerySection<T>({ id, title, query, what, children }: Props<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <p className="admin-state" role="status">
          Loading {what}...
        </p>
      ) : query.isError || query.data == null ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(query.error, `Failed to load ${what}.`)}
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

import type { ColumnsBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { useCompanyText } from './content-text';
import { StyledList } from './list-block';

// Lists side by side under small headings: two as a service's columns, more as boxed
// option columns (a service's railing patterns, treads, codes…).
export function ColumnsBlock({ block }: { block: ColumnsBlockJson }) {
  const text = useCompanyText();
  const columns = block.columns ?? [];
  if (columns.length === 0) return null;
  const boxed = columns.length > 2;
  return (
    <div className={boxed ? 'option-columns' : 'service-columns'}>
      {columns.map((column, at) => (
        <div key={at} className={boxed ? 'option-column' : undefined}>
          {column.heading && <h3>{text(column.heading)}</h3>}
          {boxed && !column.style ? (
            <ul>
              {(column.items ?? []).map((item, i) => (
                <li key={i}>{text(item)}</li>
              ))}
            </ul>
          ) : (
            <StyledList items={column.items ?? []} listStyle={column.style} />
          )}
        </div>
      ))}
    </div>
  );
}

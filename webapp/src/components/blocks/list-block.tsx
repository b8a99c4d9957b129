import type { ListBlockJson, ListStyleJson } from '../../gen/gusset/site/v1/page_content_pb';
import { CheckList } from '../site/check-list';
import { useCompanyText } from './content-text';

// StyledList draws items as checked items (in columns) or as tags.
export function StyledList({ items, listStyle }: { items: readonly string[]; listStyle?: ListStyleJson }) {
  const text = useCompanyText();
  if (items.length === 0) return null;
  if (listStyle === 'LIST_STYLE_TAGS') {
    return (
      <ul className="tag-list">
        {items.map((item, at) => (
          <li key={at}>{text(item)}</li>
        ))}
      </ul>
    );
  }
  return <CheckList items={items.map(text)} columns={listStyle === 'LIST_STYLE_COLUMNS'} />;
}

export function ListBlock({ block }: { block: ListBlockJson }) {
  return <StyledList items={block.items ?? []} listStyle={block.style} />;
}

import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { PortfolioPreviewCell } from './portfolio-preview-cell';

type Props = {
  items: PortfolioItem[];
  onEdit: (item: PortfolioItem) => void;
  onDelete: (item: PortfolioItem) => void;
  deletingId?: string;
};

export function PortfolioTable({ items, onEdit, onDelete, deletingId }: Props) {
  return (
    <div className="portfolio-admin__scroll">
      <table className="portfolio-admin__table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Description</th>
            <th scope="col">Portfolio PDF</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <span className="portfolio-admin__title">{item.title}</span>
                <span className={`portfolio-admin__status portfolio-admin__status--${item.active ? 'active' : 'inactive'}`}>
                  {item.active ? 'active' : 'inactive'}
                </span>
              </td>
              <td>
                <p className="portfolio-admin__description">{item.description}</p>
              </td>
              <td>
                {item.file?.path ? (
                  <a href={item.file.path} target="_blank" rel="noopener noreferrer">
                    {item.file.fileName || 'View PDF'}
                  </a>
                ) : (
                  <span className="muted">No PDF</span>
                )}
                {/* The spec's columns stay as they are: the list preview goes with its PDF. */}
                <PortfolioPreviewCell item={item} />
              </td>
              <td>
                <div className="portfolio-admin__actions">
                  <button type="button" className="button" onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => onDelete(item)}
                    disabled={deletingId === item.id}
                    aria-label={`Delete ${item.title}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

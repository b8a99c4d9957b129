import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { errorText } from '../../../lib/error-text';
import { PreviewError, useMakePortfolioPreview } from '../api/use-make-portfolio-preview';

// PortfolioPreviewCell shows an item's list preview, or offers to make one (items saved
// before previews existed).
export function PortfolioPreviewCell({ item }: { item: PortfolioItem }) {
  const make = useMakePortfolioPreview();
  if (item.preview?.path) {
    return (
      <img
        className="portfolio-admin__preview"
        src={item.preview.path}
        width={item.preview.width || undefined}
        height={item.preview.height || undefined}
        alt={`First page of ${item.title}`}
        loading="lazy"
      />
    );
  }
  if (!item.file?.path) return <span className="muted">No preview</span>;
  return (
    <div className="portfolio-admin__make-preview">
      <button
        type="button"
        className="button"
        disabled={make.isPending}
        onClick={() => make.mutate(item)}
        aria-label={`Make preview of ${item.title}`}
      >
        {make.isPending ? 'Making preview...' : 'Make preview'}
      </button>
      {make.isError && (
        <p role="alert" className="form-error">
          {previewError(make.error)}
        </p>
      )}
    </div>
  );
}

function previewError(error: unknown): string {
  if (error instanceof PreviewError) return error.message;
  return errorText(error, 'The preview could not be made; please try again');
}

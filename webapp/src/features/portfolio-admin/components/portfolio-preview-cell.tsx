import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { ImageProcessing } from '../../../gen/gusset/site/v1/file_pb';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';

// PortfolioPreviewCell shows an item's list preview: the PDF's first page, drawn on the
// server after the upload, or where its making stands.
export function PortfolioPreviewCell({ item }: { item: PortfolioItem }) {
  if (item.preview?.path) {
    return <ResponsiveImage className="portfolio-admin__preview" file={item.preview} sizes="4.5rem" alt={`First page of ${item.title}`} lazy />;
  }
  if (!item.file?.path) return <span className="muted">No preview</span>;
  if (item.previewProcessing === ImageProcessing.FAILED) {
    return (
      <p className="muted portfolio-admin__preview-note" title={item.previewFailure || undefined}>
        No preview: the PDF could not be drawn (it is still served as it is).
      </p>
    );
  }
  return (
    <p className="muted portfolio-admin__preview-note" role="status">
      Making preview…
    </p>
  );
}

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
        No preview: {failureHeadline(item.previewFailure)}. The PDF is still served as it is.
      </p>
    );
  }
  return (
    <p className="muted portfolio-admin__preview-note" role="status">
      Making preview…
    </p>
  );
}

// failureHeadline is why a preview could not be made, without the details the server adds
// after a colon (shown on hover): "the PDF could not be drawn", "this PDF took too long to
// draw (more than 30s)", "this PDF needs too much memory to draw (more than 512 MB)".
function failureHeadline(failure: string): string {
  const headline = failure.split(': ')[0].trim();
  return headline || 'the PDF could not be drawn';
}

import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';

// PortfolioThumb is the list's small picture of an item's PDF: its first page, drawn on
// the server after the PDF was uploaded (its web variants once made), or a neutral page
// shape until then. Decorative: the button is named by the title beside it.
export function PortfolioThumb({ item }: { item: PortfolioItem }) {
  const preview = item.preview;
  if (!preview?.path) return <span className="portfolio__thumb portfolio__thumb--none" aria-hidden="true" />;
  return <ResponsiveImage className="portfolio__thumb" file={preview} sizes="2.75rem" alt="" lazy />;
}

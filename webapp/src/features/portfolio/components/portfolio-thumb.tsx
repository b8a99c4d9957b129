import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';

// PortfolioThumb is the list's small picture of an item's PDF: its first page, drawn in
// the staff browser when the PDF was uploaded, or a neutral page shape for items saved
// before previews existed. Decorative: the button is named by the title beside it.
export function PortfolioThumb({ item }: { item: PortfolioItem }) {
  const preview = item.preview;
  if (!preview?.path) return <span className="portfolio__thumb portfolio__thumb--none" aria-hidden="true" />;
  return (
    <img
      className="portfolio__thumb"
      src={preview.path}
      width={preview.width || undefined}
      height={preview.height || undefined}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { isPdf, sizeInKb, viewerSrc } from './pdf-file';
import { canEmbedPdf } from './pdf-support';

// pdf.js comes only with this chunk, for browsers that cannot show PDFs themselves.
const PdfPages = lazy(() => import('./pdf-pages'));

type Props = {
  item: PortfolioItem;
  // True when the visitor just picked this item: focus moves here so that keyboard and
  // small-screen users land on what they chose.
  focusOnShow: boolean;
};

export function PortfolioViewer({ item, focusOnShow }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const file = isPdf(item.file) ? item.file : undefined;
  // Once per item shown (the parent keys this component by item), not on every render.
  const [src] = useState(() => (file ? viewerSrc(file.path) : ''));
  // Whether the browser shows PDFs itself is known only in the browser: the server's HTML
  // (and the hydration that reads it) hold the frame's box, empty, until then.
  const hydrated = useHydrated();
  const [embed] = useState(canEmbedPdf);
  const title = item.title || 'Untitled';

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <article className="portfolio-viewer">
      <h2 className="portfolio-viewer__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {item.description && <p className="portfolio-viewer__description">{item.description}</p>}
      {file && !hydrated ? (
        <div className="portfolio-viewer__frame" />
      ) : file && embed ? (
        <iframe className="portfolio-viewer__frame" src={src} title={`${title} (PDF)`} />
      ) : file ? (
        <Suspense
          fallback={
            <p role="status" className="portfolio-viewer__pages-status">
              Loading PDF pages...
            </p>
          }
        >
          <PdfPages url={file.path} title={title} fileName={file.fileName} />
        </Suspense>
      ) : (
        <p className="portfolio-state">No valid PDF to display for this item.</p>
      )}
      <section className="portfolio-file" aria-label="File information">
        <dl className="portfolio-file__facts">
          <div>
            <dt>Title</dt>
            <dd>{title}</dd>
          </div>
          {file && (
            <div>
              <dt>Size</dt>
              <dd>{sizeInKb(file.size)}</dd>
            </div>
          )}
        </dl>
        {file ? (
          <a className="button button--primary" href={file.path} download={file.fileName || true}>
            Download PDF
          </a>
        ) : (
          <p className="portfolio-file__note">No PDF is available for this item.</p>
        )}
      </section>
    </article>
  );
}

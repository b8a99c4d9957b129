import type { PDFDocumentLoadingTask, PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { loadPdfjs } from '../../../lib/pdfjs';

// A canvas beyond this many pixels costs phones too much memory; sharpness gives way first.
const maxCanvasPixels = 4_000_000;

type Props = { url: string; title: string; fileName: string };

// PdfPages draws every page of the PDF at url into a canvas as wide as its container,
// one page after the other, so the first page shows while later ones are still drawn.
// This module, with pdf.js, loads only on the portfolio page and only in browsers that
// cannot show the PDF themselves (pdf-support.ts).
export default function PdfPages({ url, title, fileName }: Props) {
  const pages = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'drawing' | 'done' | 'failed'>('drawing');

  useEffect(() => {
    const container = pages.current;
    if (!container) return;
    let stopped = false;
    let task: PDFDocumentLoadingTask | undefined;
    void (async () => {
      const pdfjs = await loadPdfjs();
      if (stopped) return;
      task = pdfjs.getDocument({ url, isEvalSupported: false });
      const pdf = await task.promise;
      for (let number = 1; number <= pdf.numPages && !stopped; number++) {
        const page = await pdf.getPage(number);
        if (stopped) return;
        await drawPage(container, page, number, pdf.numPages, title);
        page.cleanup();
      }
      if (!stopped) setStatus('done');
    })().catch(() => {
      if (!stopped) setStatus('failed');
    });
    return () => {
      stopped = true;
      void task?.destroy();
      container.replaceChildren();
    };
  }, [url, title]);

  return (
    <div className="portfolio-viewer__pages">
      <div ref={pages} />
      {status === 'drawing' && (
        <p role="status" className="portfolio-viewer__pages-status">
          Loading PDF pages...
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="portfolio-state">
          The PDF could not be shown here.{' '}
          <a href={url} download={fileName || true}>
            Download the PDF
          </a>{' '}
          to read it.
        </p>
      )}
    </div>
  );
}

async function drawPage(container: HTMLElement, page: PDFPageProxy, number: number, count: number, title: string) {
  const cssWidth = container.clientWidth || 800;
  const natural = page.getViewport({ scale: 1 });
  const cssScale = cssWidth / natural.width;
  const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(maxCanvasPixels / (natural.width * natural.height * cssScale * cssScale)));
  const viewport = page.getViewport({ scale: cssScale * density });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.className = 'portfolio-viewer__page';
  // The space is kept from the start (aspect ratio), so the page does not jump as it draws.
  canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `${title}, page ${number} of ${count}`);
  container.append(canvas);
  await page.render({ canvas, viewport }).promise;
}

// pdf.js is large (about 120 KB gzipped, plus its worker): it loads only when a PDF must be
// drawn (the portfolio in a browser without a PDF viewer, a preview made in the back
// office), as a chunk of its own that no page downloads up front.
export async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  // The worker is its own asset, fetched by pdf.js when it opens the first document.
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

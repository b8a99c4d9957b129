// canEmbedPdf reports whether the browser shows a PDF inline in a frame. Phone browsers
// (Chrome on Android, and browsers with the PDF viewer turned off) say false and would
// show an empty frame or a download button: the portfolio draws the pages itself there.
// Browsers too old to say are treated as unable.
export function canEmbedPdf(nav: Pick<Navigator, 'pdfViewerEnabled'> | undefined = globalThis.navigator): boolean {
  return nav?.pdfViewerEnabled === true;
}

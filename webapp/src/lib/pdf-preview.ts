import { loadPdfjs } from './pdfjs';

// The list shows previews at most ~200 CSS px wide; twice that is sharp on dense screens.
const previewWidth = 480;

// pdfPreview draws the first page of a PDF into a canvas in the staff browser and returns
// it as a JPEG file, the portfolio list's preview; null when the PDF cannot be drawn.
export async function pdfPreview(pdf: Blob, name = 'preview.jpg'): Promise<File | null> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return null;
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: previewWidth / natural.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A page with no background of its own is white on paper, not transparent (JPEG black).
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    return blob ? new File([blob], name, { type: blob.type }) : null;
  } catch {
    return null;
  } finally {
    void task.destroy();
  }
}

// previewName names a PDF's preview after it, for staff who download it.
export function previewName(pdfName: string): string {
  return `${pdfName.replace(/\.[^.]*$/, '')}-preview.jpg`;
}

// Well-formed PDFs made in the test, for end-to-end tests that upload them, and a reader
// of what a PDF says (pdf.js, already the web app's dependency, run in node).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfOf is a PDF of pages of width × height pt, one a content stream each (PDF drawing
// operators); Helvetica is there as /F1 for text ("BT /F1 12 Tf 10 10 Td (B101) Tj ET").
export function pdfOf(contents, { width = 200, height = 100 } = {}) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids = [];
  for (const content of contents) {
    objects.push(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

// pdfText answers the text of every page of a PDF's bytes, joined by spaces.
export async function pdfText(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const words = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    words.push(...items.map((item) => item.str));
  }
  await doc.destroy();
  return words.join(' ');
}

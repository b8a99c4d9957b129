// previewHtml trims a post's HTML (sanitized by the server) for a list card: links become
// plain text (the whole card is already a link, and links must not nest), and pictures
// and embeds go (a four-line preview has no room for them). DOMParser builds an inert
// document: nothing in it runs or loads.
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('img, video, audio, iframe, object, embed, picture, figure').forEach((el) => el.remove());
  doc.querySelectorAll('a').forEach((link) => link.replaceWith(...link.childNodes));
  return doc.body.innerHTML;
}

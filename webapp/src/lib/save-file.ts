// Saves what the browser is handed as a file: a signed link (the browser downloads it, and
// resumes it, without the session) or text made in the page (a CSV export's answer).

export function saveLink(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

export function saveText(text: string, name: string, type: string): void {
  saveBlob(new Blob([text], { type }), name);
}

// saveBytes saves bytes made by the server in the answer (the drawing log's PDF).
export function saveBytes(bytes: Uint8Array, name: string, type: string): void {
  saveBlob(new Blob([bytes.slice()], { type }), name);
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    saveLink(url, name);
  } finally {
    URL.revokeObjectURL(url);
  }
}

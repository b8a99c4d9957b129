import { useEffect, useState } from 'react';

// useObjectUrls gives each file a blob: URL for a preview, and revokes them when the
// files change or the form closes: each one pins its file in memory until revoked.
export function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    // Made and revoked in the same effect, so that each URL lives exactly as long as the
    // effect that owns it (a memo would not be remade after StrictMode's cleanup).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URLs are the external resource
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

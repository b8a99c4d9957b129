import { useEffect, useState } from 'react';

// useObjectUrls gives each file a blob: URL for a preview, and revokes them when the
// files change or the form closes: each one pins its file in memory until revoked.
export function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

import { uploadFile, UploadError } from '../../../lib/upload-file';

export type UploadOptions = {
  // Fraction of all the files' bytes sent so far, 0..1.
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

// uploadGalleryFiles sends the files one after the other (keeping the server's and the
// network's load to one stream) and reports progress over all of them by bytes, so one
// large video weighs more than a thumbnail. Resolves with the upload ids in order.
export async function uploadGalleryFiles(files: File[], { onProgress, signal }: UploadOptions): Promise<string[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const ids: string[] = [];
  for (const file of files) {
    try {
      const uploaded = await uploadFile('gallery', file, {
        signal,
        onProgress: (fraction) => onProgress((done + fraction * file.size) / total),
      });
      ids.push(uploaded.id);
    } catch (error) {
      // With several files, the refusal must say which one it is about.
      if (error instanceof UploadError) throw new UploadError(`${file.name}: ${error.message}`, error.status);
      throw error;
    }
    done += file.size;
    onProgress(done / total);
  }
  return ids;
}

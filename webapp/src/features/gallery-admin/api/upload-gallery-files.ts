import { uploadFile, UploadError } from '../../../lib/upload-file';
import { grabPoster, posterName } from '../../../lib/video-poster';

export type UploadOptions = {
  // Fraction of all the files' bytes sent so far, 0..1.
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

export type UploadedGalleryFiles = {
  // Upload ids of the files, in order.
  ids: string[];
  // Poster upload ids of the videos, by the video's upload id.
  posterUploadIds: Record<string, string>;
};

function named(file: File, error: unknown): unknown {
  // With several files, the refusal must say which one it is about.
  if (error instanceof UploadError) return new UploadError(`${file.name}: ${error.message}`, error.status);
  return error;
}

// uploadGalleryFiles sends the files one after the other (keeping the server's and the
// network's load to one stream) and reports progress over all of them by bytes, so one
// large video weighs more than a thumbnail. Each video is followed by its poster, a frame
// grabbed here in the browser; a video the browser cannot decode goes without one.
export async function uploadGalleryFiles(files: File[], { onProgress, signal }: UploadOptions): Promise<UploadedGalleryFiles> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const ids: string[] = [];
  const posterUploadIds: Record<string, string> = {};
  for (const file of files) {
    try {
      const uploaded = await uploadFile('gallery', file, {
        signal,
        onProgress: (fraction) => onProgress((done + fraction * file.size) / total),
      });
      ids.push(uploaded.id);
      if (uploaded.contentType.startsWith('video/')) {
        const poster = await grabPoster(file, posterName(file.name));
        if (poster) posterUploadIds[uploaded.id] = (await uploadFile('poster', poster, { signal })).id;
      }
    } catch (error) {
      throw named(file, error);
    }
    done += file.size;
    onProgress(done / total);
  }
  return { ids, posterUploadIds };
}

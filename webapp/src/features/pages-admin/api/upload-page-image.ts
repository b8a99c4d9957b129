import { uploadedPath, uploadFile } from '../../../lib/upload-file';

export type PageImage = { src: string; width: number; height: number };

type Options = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

// uploadPageImage sends a picture through the media pipeline (the server strips its
// metadata and makes its variants) and answers the path the content refers to, with the
// picture's size so the page keeps its place while it loads.
export async function uploadPageImage(file: File, options: Options = {}): Promise<PageImage> {
  const uploaded = await uploadFile('page_image', file, options);
  return { src: uploadedPath('page_image', uploaded.id, uploaded.contentType), width: uploaded.width ?? 0, height: uploaded.height ?? 0 };
}

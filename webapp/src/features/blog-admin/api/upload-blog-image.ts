import { uploadedPath, uploadFile } from '../../../lib/upload-file';
import type { UploadedImage } from '../../../components/rich-text-editor/editor-handle';

export function blogImagePath(uploadId: string, contentType: string): string {
  return uploadedPath('blog_image', uploadId, contentType);
}

type Options = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

export async function uploadBlogImage(file: File, options: Options = {}): Promise<UploadedImage> {
  const uploaded = await uploadFile('blog_image', file, options);
  return { uploadId: uploaded.id, path: blogImagePath(uploaded.id, uploaded.contentType) };
}

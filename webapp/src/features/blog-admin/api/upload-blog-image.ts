import { uploadFile } from '../../../lib/upload-file';
import type { UploadedImage } from '../../../components/rich-text-editor/editor-handle';

// The server stores an upload under "<kind>/<upload id><extension of its real type>" and
// serves it at /files/<key> once a record claims it (internal/files/kind.go objectKey).
// The editor needs the path before the post is saved, to write it into the HTML.
const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

export function blogImagePath(uploadId: string, contentType: string): string {
  return `/files/blog_image/${uploadId}${extensions[contentType] ?? ''}`;
}

type Options = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

export async function uploadBlogImage(file: File, options: Options = {}): Promise<UploadedImage> {
  const uploaded = await uploadFile('blog_image', file, options);
  return { uploadId: uploaded.id, path: blogImagePath(uploaded.id, uploaded.contentType) };
}

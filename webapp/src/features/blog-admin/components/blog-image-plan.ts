import type { UploadedImage } from '../../../components/rich-text-editor/editor-handle';
import type { SaveBlogPost } from '../api/use-save-blog-post';

// A post has one image slot on the server (image_upload_id): an image uploaded from the
// editor is served only once a save claims it, and claiming another image deletes the
// previous one. So the content holds at most one uploaded image, and it is the post's image.

export type ImagePlan = Pick<SaveBlogPost, 'imageUploadId' | 'removeImage'>;

type Input = {
  // The images in the content being saved.
  sources: string[];
  // Images uploaded while the form was open.
  uploads: UploadedImage[];
  // The post's image when the form opened ('' for none or a new post).
  currentPath: string;
  // The images in the content when the form opened.
  initialSources: string[];
};

export function imagePlan({ sources, uploads, currentPath, initialSources }: Input): ImagePlan {
  const claimed = uploads.find((u) => sources.includes(u.path));
  if (claimed) return { imageUploadId: claimed.uploadId, removeImage: false };
  // The image was in the content and has been deleted from it. An image attached some other
  // way (never shown in the editor) is left alone.
  const removed = currentPath !== '' && initialSources.includes(currentPath) && !sources.includes(currentPath);
  return { imageUploadId: '', removeImage: removed };
}

// isUploadedImage tells the server's files from images linked from elsewhere.
export function isUploadedImage(src: string): boolean {
  return src.startsWith('/files/');
}

// htmlImageSources lists the img src of stored HTML, without loading the editor.
export function htmlImageSources(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '').filter(Boolean);
}

import { uploadFile } from '../../../lib/upload-file';

// A case study's images are uploaded as blog images: the same rule (still images, web
// variants without metadata); the save claims them.
export async function uploadCaseStudyImage(file: File, options: { onProgress?: (fraction: number) => void } = {}): Promise<string> {
  return (await uploadFile('blog_image', file, options)).id;
}

import type { File } from '../../../gen/gusset/site/v1/file_pb';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

export function isVideo(file: File): boolean {
  return file.contentType.startsWith('video/');
}

export function isImage(file: File): boolean {
  return file.contentType.startsWith('image/');
}

// coverImage is the picture a project's tile shows: its first image (videos are skipped:
// a tile should not download a video to show one frame).
export function coverImage(project: GalleryProject): File | undefined {
  return project.images.find(isImage);
}

export function hasImages(project: GalleryProject): boolean {
  return project.images.some(isImage);
}

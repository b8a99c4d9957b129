import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

// The image 'View Image' previews: the first still image, skipping videos.
export function firstImage(project: GalleryProject) {
  return project.images.find((file) => file.contentType.startsWith('image/'));
}

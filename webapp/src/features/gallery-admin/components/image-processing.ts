import { ImageProcessing } from '../../../gen/gusset/site/v1/file_pb';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

// processingNote says how many of a project's images still wait for their web variants
// (made in the background after the upload) or could not get them; '' when none.
export function processingNote(project: GalleryProject): string {
  const count = (state: ImageProcessing) => project.images.filter((f) => f.processing === state).length;
  const notes = [];
  const waiting = count(ImageProcessing.PROCESSING);
  if (waiting > 0) notes.push(`${waiting} processing`);
  const failed = count(ImageProcessing.FAILED);
  if (failed > 0) notes.push(`${failed} not processed (original shown)`);
  return notes.join(', ');
}

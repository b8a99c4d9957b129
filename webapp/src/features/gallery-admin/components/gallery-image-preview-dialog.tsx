import { Dialog } from '../../../components/dialog/dialog';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { firstImage } from './first-image';
import { GalleryVideoPosters } from './gallery-video-posters';

type Props = { project: GalleryProject; onClose: () => void };

export function GalleryImagePreviewDialog({ project, onClose }: Props) {
  const image = firstImage(project);
  return (
    <Dialog open title={project.title} onClose={onClose} className="gallery-admin-dialog">
      {image ? (
        <img className="gallery-admin__preview" src={image.path} alt={`First image of ${project.title}`} />
      ) : (
        <p className="muted">No image</p>
      )}
      <GalleryVideoPosters project={project} />
    </Dialog>
  );
}

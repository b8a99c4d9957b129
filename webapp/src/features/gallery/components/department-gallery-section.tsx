import type { Department } from '../../../gen/gusset/site/v1/gallery_pb';

type Props = { department: Department; heading?: string };

// Placeholder: the gallery section of the PEMB and Structural service pages, shown only
// when the department has images.
export function DepartmentGallerySection(_props: Props) {
  return null;
}

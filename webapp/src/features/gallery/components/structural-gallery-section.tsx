import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import type { Prefetch } from '../../../lib/prefetch';
import { prefetchDepartmentProjects } from '../api/use-department-projects';
import { DepartmentGallerySection } from './department-gallery-section';

// The Structural service page's gallery section: src/app/routes.tsx places it there as
// the page's child route, so the services feature never imports this one.
export function StructuralGallerySection() {
  return <DepartmentGallerySection department={Department.STRUCTURAL} />;
}

// The section's first page, for a page the server sent with it (lib/prefetch.ts).
export const prefetch: Prefetch = ({ queryClient, transport }) => prefetchDepartmentProjects(queryClient, transport, Department.STRUCTURAL);

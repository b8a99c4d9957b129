import type { ServiceImpl } from '@connectrpc/connect';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// renderGalleryAdmin opens /admin/gallery as signed-in staff against an in-memory GalleryService.
export function renderGalleryAdmin(gallery: Partial<ServiceImpl<typeof GalleryService>>) {
  return renderStaffScreen({ path: '/admin/gallery', services: (router) => router.service(GalleryService, gallery) });
}

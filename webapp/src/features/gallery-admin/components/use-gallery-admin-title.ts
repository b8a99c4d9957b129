import { useEffect } from 'react';
import { site } from '../../../config/site';

export const galleryAdminTitle = `Admin | Gallery - ${site.company}`;

// The admin layout titles every page from its route handle in an effect, and React runs a
// parent's effects after its children's: set directly, this title would be overwritten
// at once. A microtask runs after the whole commit's effects.
export function useGalleryAdminTitle(): void {
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = galleryAdminTitle;
    });
    return () => {
      live = false;
    };
  }, []);
}

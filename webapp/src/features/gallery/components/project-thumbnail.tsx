import type { CSSProperties } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { projectTitle } from './project-labels';
import { coverImage } from './project-media';
import './project-thumbnail.css';

type Props = {
  project: GalleryProject;
  onOpen: (id: string) => void;
  // overlay: the title shows on hover or focus (department gallery); card: always below.
  variant?: 'overlay' | 'card';
  // Position in its list, for the staggered fade-in.
  index?: number;
  // The page's first tile, its likely LCP image: fetched first instead of lazily.
  priority?: boolean;
};

// thumbSizes is a tile's width: 2 columns on phones, 3 on tablets, 4 (or 6) on laptops
// (project-grid.css, department-gallery.css).
export const thumbSizes = '(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw';

export function ProjectThumbnail({ project, onOpen, variant = 'overlay', index = 0, priority = false }: Props) {
  const cover = coverImage(project);
  const title = projectTitle(project);
  // Capped so that tiles of a later page do not wait seconds for their turn.
  const style = { '--stagger': index % 12 } as CSSProperties;
  return (
    <button
      type="button"
      className={`project-thumb project-thumb--${variant}`}
      style={style}
      onClick={() => onOpen(project.id)}
      aria-haspopup="dialog"
    >
      <span className="project-thumb__frame">
        {cover ? (
          <ResponsiveImage className="project-thumb__image" file={cover} alt="" sizes={thumbSizes} priority={priority} lazy />
        ) : (
          <span className="project-thumb__placeholder" aria-hidden="true">
            <svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 40h36M10 40V16l14-8 14 8v24M10 16h28M16 40V22h16v18M16 22l16 18M32 22 16 40" />
            </svg>
          </span>
        )}
      </span>
      <span className="project-thumb__title">{title}</span>
    </button>
  );
}

import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { ProjectThumbnail } from './project-thumbnail';
import './project-grid.css';

type Props = {
  projects: GalleryProject[];
  onOpen: (id: string) => void;
  // The grid is the page's main content: its first picture is the LCP image.
  lcp?: boolean;
};

// Tiles in 2, 3 or 4 columns as the screen widens, each titled below its picture.
export function ProjectGrid({ projects, onOpen, lcp = false }: Props) {
  return (
    <ul className="project-grid">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectThumbnail project={project} onOpen={onOpen} variant="card" index={index} priority={lcp && index === 0} />
        </li>
      ))}
    </ul>
  );
}

import { useId } from 'react';
import type { ProjectGroup as Group } from './group-projects';
import { ProjectThumbnail } from './project-thumbnail';

type Props = {
  group: Group;
  onOpen: (id: string) => void;
  // Hidden headings still name the section (aria-label) for screen readers.
  hideHeading?: boolean;
  // The page's first group: its first picture is the LCP image.
  lcp?: boolean;
};

export function ProjectGroup({ group, onOpen, hideHeading = false, lcp = false }: Props) {
  const headingId = useId();
  return (
    <section className="project-group" aria-labelledby={hideHeading ? undefined : headingId} aria-label={hideHeading ? group.name : undefined}>
      {!hideHeading && (
        <h2 id={headingId} className="project-group__heading">
          {group.name.toUpperCase()}
        </h2>
      )}
      <ul className="project-group__grid">
        {group.projects.map((project, index) => (
          <li key={project.id}>
            <ProjectThumbnail project={project} onOpen={onOpen} index={index} priority={lcp && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { formatTonnage } from '../../../lib/format-number';
import { departmentLabel, projectStatusLabel, projectTypeLabel } from './project-labels';

const notSpecified = 'Not specified';

// Older records carry the text "null" where no designing software was given.
function designingSoftware(project: GalleryProject): string | undefined {
  const value = project.designingSoftware.trim();
  return value && value.toLowerCase() !== 'null' ? value : undefined;
}

export function ProjectDetails({ project }: { project: GalleryProject }) {
  const designing = designingSoftware(project);
  const rows: [string, string][] = [
    ['Scope', project.description.trim() || 'No Scope available'],
    ['Location', project.location.trim() || notSpecified],
    ['Project Type', projectTypeLabel(project) ?? notSpecified],
    ['Department', departmentLabel(project.department) ?? notSpecified],
    ['Detailing Software', project.technologyUsed.trim() || notSpecified],
    ...(designing ? [['Designing Software', designing] as [string, string]] : []),
    // US short tons (2,000 lb), as fabricators quote them.
    ...(project.tonnage !== undefined
      ? [['Tonnage', `${formatTonnage(project.tonnage)} tons`] as [string, string]]
      : []),
    ['Status', projectStatusLabel(project.status) ?? notSpecified],
  ];
  return (
    <dl className="project-details">
      {rows.map(([term, value]) => (
        <div key={term} className="project-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

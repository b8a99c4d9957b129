import { ProjectType, type GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { countOf } from '../../../lib/plural';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { firstImage as cover } from './first-image';
import { processingNote } from './image-processing';
import { departmentLabel, projectTypeLabel } from './gallery-labels';
import { GalleryStatusBadge } from './gallery-status-badge';

type Props = {
  projects: GalleryProject[];
  onView: (project: GalleryProject) => void;
  onEdit: (project: GalleryProject) => void;
};

const scopeLength = 100;

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

export function GalleryTable({ projects, onView, onEdit }: Props) {
  return (
    <div className="gallery-admin__scroll">
      <table className="gallery-admin__table">
        <thead>
          <tr>
            <th scope="col">Project Details</th>
            <th scope="col">Type &amp; Status</th>
            <th scope="col">Images</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <td>
                <span className="gallery-admin__title">{project.title}</span>
                <p className="gallery-admin__scope" title={project.description}>
                  {truncate(project.description, scopeLength)}
                </p>
                <p className="gallery-admin__meta">Location: {project.location || 'Not specified'}</p>
              </td>
              <td>
                <div className="gallery-admin__badges">
                  <span className="gallery-admin-badge gallery-admin-badge--type">
                    {project.type === ProjectType.OTHER && project.otherType ? project.otherType : projectTypeLabel(project.type)}
                  </span>
                  <GalleryStatusBadge status={project.status} />
                </div>
                <p className="gallery-admin__meta">Detailing Software: {project.technologyUsed || 'Not specified'}</p>
                <p className="gallery-admin__meta">Department: {departmentLabel(project.department)}</p>
              </td>
              <td>
                {cover(project) ? (
                  <button
                    type="button"
                    className="button gallery-admin__view"
                    onClick={() => onView(project)}
                    aria-label={`View Image of ${project.title}`}
                  >
                    <ResponsiveImage className="gallery-admin__thumb" file={cover(project)!} sizes="4rem" alt="" lazy />
                    View Image
                  </button>
                ) : (
                  <span className="muted">No image</span>
                )}
                {/* Posters are managed in the same dialog, which a project of videos only also needs. */}
                {!cover(project) && project.images.some((f) => f.contentType.startsWith('video/')) && (
                  <button type="button" className="button" onClick={() => onView(project)} aria-label={`Video posters of ${project.title}`}>
                    Video posters
                  </button>
                )}
                <p className="gallery-admin__meta">
                  {countOf(project.images.length, 'file')}
                </p>
                {processingNote(project) && (
                  <p className="gallery-admin__meta gallery-admin__processing" role="status">
                    {processingNote(project)}
                  </p>
                )}
              </td>
              <td>
                <button type="button" className="button" onClick={() => onEdit(project)} aria-label={`Edit ${project.title}`}>
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

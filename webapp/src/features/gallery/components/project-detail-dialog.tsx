import { Dialog } from '../../../components/dialog/dialog';
import { useProject } from '../api/use-project';
import { ImageCarousel } from './image-carousel';
import { ProjectDetails } from './project-details';
import { projectTitle } from './project-labels';
import './project-detail-dialog.css';

type Props = {
  // The project to show; null keeps the dialog closed.
  projectId: string | null;
  onClose: () => void;
};

export function ProjectDetailDialog({ projectId, onClose }: Props) {
  const project = useProject(projectId);
  const title = project.data ? projectTitle(project.data) : 'Project details';

  return (
    <Dialog open={projectId !== null} title={title} onClose={onClose} className="dialog--project">
      <div className="project-dialog">
        <div className="project-dialog__media">
          {project.isPending && (
            <p className="project-dialog__status" role="status">
              Loading project...
            </p>
          )}
          {project.isError && <p className="carousel__empty">No images available</p>}
          {project.data && <ImageCarousel key={project.data.id} slides={project.data.images} label={title} />}
        </div>
        {project.data && <ProjectDetails project={project.data} />}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          CLOSE
        </button>
      </div>
    </Dialog>
  );
}

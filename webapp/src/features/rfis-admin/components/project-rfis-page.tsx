import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useRfiProject } from '../api/use-rfi-choices';
import { RfiListAdmin } from './rfi-list-admin';
import { RfiSettingsSection } from './rfi-settings-form';
import { stack } from './rfi-styles';

// One project's RFIs for staff (/admin/projects/:id/rfis): the list, raising one, and the
// project's response time.
export function ProjectRfisPage() {
  const { id = '' } = useParams();
  const project = useRfiProject(id);
  const name = project.data ? `${project.data.jobNumber} ${project.data.name}` : '';
  return (
    <div style={stack}>
      <p>
        <Link to={`/admin/projects?project=${encodeURIComponent(id)}`}>← Project {name}</Link>
      </p>
      {project.isError && (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(project.error, 'Failed to load the project.')}
        </p>
      )}
      <section aria-labelledby="project-rfis">
        <div className="admin-toolbar">
          <h2 id="project-rfis">RFIs{name && ` of ${name}`}</h2>
          <Link className="button button--primary" to={`/admin/projects/${id}/rfis/new`}>
            New RFI
          </Link>
        </div>
        <RfiListAdmin projectId={id} />
      </section>
      <RfiSettingsSection projectId={id} />
    </div>
  );
}

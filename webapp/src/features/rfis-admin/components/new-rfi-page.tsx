import { Link, useParams } from 'react-router';
import { RfiForm } from './rfi-form';
import { stack } from './rfi-styles';

// Raising an RFI on a project (/admin/projects/:id/rfis/new).
export function NewRfiPage() {
  const { id = '' } = useParams();
  return (
    <div style={stack}>
      <p>
        <Link to={`/admin/projects/${id}/rfis`}>← RFIs of the project</Link>
      </p>
      <RfiForm projectId={id} />
    </div>
  );
}

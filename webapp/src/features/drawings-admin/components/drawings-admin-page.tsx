import { Link, useParams } from 'react-router';
import { TransmittalList } from '../../../components/drawings/transmittal-list';
import { errorText } from '../../../lib/error-text';
import { saveBytes, saveText } from '../../../lib/save-file';
import { useExportSheetsPdf } from '../api/use-drawing-documents-admin';
import { useDrawingProject, useExportSheetsCsv } from '../api/use-drawings-admin';
import { useTransmittalsAdmin } from '../api/use-transmittals-admin';
import { BulkAdd } from './bulk-add';
import { DrawingSettingsSection } from './drawing-settings-form';
import { NewSheet } from './new-sheet';
import { stack } from './drawings-admin-styles';
import { SheetRegisterAdmin, type CompareSlot } from './sheet-register-admin';
import '../../../components/drawings/drawings.css';

// The drawings of a portal project, for staff (/admin/projects/:id/drawings): the
// register, the bulk add, the transmittals and the project's drawing settings. compare is
// the slot where an opened sheet's comparison of revisions is mounted.
export function DrawingsAdminPage({ compare }: { compare?: CompareSlot }) {
  const { id = '' } = useParams();
  const project = useDrawingProject(id);
  const name = project.data ? `${project.data.jobNumber} ${project.data.name}` : '';
  return (
    <div className="drawings-admin" style={stack}>
      <p>
        <Link to={`/admin/projects?project=${encodeURIComponent(id)}`}>← Project {name}</Link>
      </p>
      {project.isError && (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(project.error, 'Failed to load the project.')}
        </p>
      )}
      <section aria-labelledby="drawings-register">
        <div className="admin-toolbar">
          <h2 id="drawings-register">Register{name && ` of ${name}`}</h2>
          <div className="admin-actions">
            <Link className="button button--primary" to={`/admin/projects/${id}/transmittals/new`}>
              New transmittal
            </Link>
            <CsvExport projectId={id} />
            <PdfExport projectId={id} />
          </div>
        </div>
        <NewSheet projectId={id} />
        <SheetRegisterAdmin projectId={id} compare={compare} />
      </section>
      <BulkAdd projectId={id} />
      <Transmittals projectId={id} />
      <DrawingSettingsSection projectId={id} />
    </div>
  );
}

function CsvExport({ projectId }: { projectId: string }) {
  const csv = useExportSheetsCsv();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={csv.isPending}
        onClick={() => csv.mutate(projectId, { onSuccess: (res) => saveText(res.csv, res.fileName || 'drawing-log.csv', 'text/csv;charset=utf-8') })}
      >
        {csv.isPending ? 'Exporting…' : 'Export CSV'}
      </button>
      {csv.isError && <span role="alert">{errorText(csv.error, 'The export failed.')}</span>}
    </>
  );
}

// The drawing log as the fabricator files it: a PDF beside the CSV.
function PdfExport({ projectId }: { projectId: string }) {
  const pdf = useExportSheetsPdf();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={pdf.isPending}
        onClick={() => pdf.mutate(projectId, { onSuccess: (res) => saveBytes(res.pdf, res.fileName || 'drawing-log.pdf', 'application/pdf') })}
      >
        {pdf.isPending ? 'Exporting…' : 'Drawing log (PDF)'}
      </button>
      {pdf.isError && <span role="alert">{errorText(pdf.error, 'The PDF log could not be made.')}</span>}
    </>
  );
}

function Transmittals({ projectId }: { projectId: string }) {
  const transmittals = useTransmittalsAdmin(projectId);
  return (
    <section aria-labelledby="drawings-transmittals">
      <h2 id="drawings-transmittals">Transmittals</h2>
      {transmittals.isPending ? (
        <p className="admin-state" role="status">
          Loading the transmittals...
        </p>
      ) : transmittals.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(transmittals.error, 'Failed to load the transmittals.')}
        </p>
      ) : (
        <TransmittalList transmittals={transmittals.data} pathOf={(t) => `/admin/projects/${projectId}/transmittals/${t.id}`} />
      )}
    </section>
  );
}

import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { fileSize } from '../../../components/project-files/project-files-view';
import { errorText } from '../../../lib/error-text';
import { useComposerFiles } from '../api/use-transmittal-files-admin';

const fieldset = { display: 'grid', gap: '0.4rem', padding: '0.75rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', minWidth: 0 } as const;
const scroller = { display: 'grid', gap: '0.35rem', maxHeight: '16rem', overflowY: 'auto', overflowWrap: 'anywhere' } as const;

type Props = { projectId: string; selected: string[]; onChange: (ids: string[]) => void; errors: Record<string, string> };

// FilePicker: the project's files (its portal files, not register sheets: a bill of
// materials, a DXF/NC zip) to send besides the sheets, each as its current revision, for
// information. The server names a refused file by its place in the list sent
// (transmittal.file_ids[i]), which is the order they were chosen in: the message shows
// beside that file.
export function FilePicker({ projectId, selected, onChange, errors }: Props) {
  const files = useComposerFiles(projectId);
  const errorId = useId();
  const error = errors['transmittal.file_ids'];
  const rowError = (id: string) => {
    const i = selected.indexOf(id);
    return i < 0 ? undefined : errors[`transmittal.file_ids[${i}]`];
  };
  return (
    <fieldset style={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>Other files ({selected.length} chosen)</legend>
      <p className="admin-state">Project files sent for information with the sheets; each goes as its current revision.</p>
      <FieldError id={errorId} message={error} />
      {files.isPending ? (
        <p className="admin-state" role="status">
          Loading the project's files...
        </p>
      ) : files.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(files.error, "Failed to load the project's files.")}
        </p>
      ) : files.data.length === 0 ? (
        <p className="admin-state">The project has no files yet: add them on the project's Files.</p>
      ) : (
        <div style={scroller}>
          {files.data.map((f) => {
            const message = rowError(f.id);
            const id = `${errorId}-${f.id}`;
            return (
              <div key={f.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.includes(f.id)}
                    onChange={(e) => onChange(e.target.checked ? [...selected, f.id] : selected.filter((x) => x !== f.id))}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? id : undefined}
                  />{' '}
                  {f.name} · {f.folder} · rev {f.revision} · {fileSize(f.size)}
                </label>
                <FieldError id={id} message={message} />
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { SheetProposal } from '../../../gen/gusset/admin/v1/drawings_pb';
import { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useAddSheetRevisions, useProposeSheets } from '../api/use-bulk-add';
import { uploadDrawing } from '../api/upload-drawing';
import { BulkAddTable, type Row } from './bulk-add-table';
import { formStyle } from './drawings-admin-styles';

type Upload = { key: string; name: string; sent: number; total: number; id: string; error: string };

function rowOf(p: SheetProposal): Row {
  return { uploadId: p.uploadId, fileName: p.fileName, sheetNumber: p.sheetNumber, revision: p.revision, existing: p.sheetId !== '', title: p.title, kind: SheetKind.OTHER, reason: '', problem: p.problem, edited: false };
}

// BulkAdd: staff choose many PDFs, which go up over tus; once all have settled, the
// server reads their names (ProposeSheets) and the table shows what it read, to correct
// before anything is committed (AddSheetRevisions: all rows or none).
export function BulkAdd({ projectId }: { projectId: string }) {
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const propose = useProposeSheets();
  const add = useAddSheetRevisions();
  const { notify } = useNotice();

  const settled = uploads.length > 0 && uploads.every((u) => u.id || u.error);
  const { mutate: proposeMutate, isIdle: proposeIdle } = propose;
  // Once every upload has settled, the finished ones' names are read, once.
  useEffect(() => {
    const ids = uploads.filter((u) => u.id).map((u) => u.id);
    if (!uploads.every((u) => u.id || u.error) || !proposeIdle || ids.length === 0) return;
    proposeMutate({ projectId, uploadIds: ids }, { onSuccess: (res) => setRows(res.proposals.map(rowOf)) });
  }, [uploads, proposeIdle, proposeMutate, projectId]);

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setRows(null);
    propose.reset();
    add.reset();
    const started = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, sent: 0, total: f.size, id: '', error: '' }));
    setUploads(started);
    files.forEach((file, i) => {
      const key = started[i].key;
      void uploadDrawing(file, projectId, 'staff', {
        onProgress: (sent, total) => update(key, { sent, total }),
        onSuccess: (id) => update(key, { id, sent: file.size }),
        onError: (error) => update(key, { error }),
      }).catch(() => update(key, { error: 'The upload could not start.' }));
    });
  };

  const onCommit = () => {
    if (!rows) return;
    add.mutate(
      {
        projectId,
        revisions: rows.map((r) => ({ uploadId: r.uploadId, sheetNumber: r.sheetNumber, revision: r.revision, title: r.title, kind: r.kind, reason: r.reason })),
      },
      {
        onSuccess: (res) => {
          notify(`${res.sheets.length} ${res.sheets.length === 1 ? 'revision' : 'revisions'} added`, 'success');
          setUploads([]);
          setRows(null);
          propose.reset();
        },
      },
    );
  };
  const errors = add.isError ? fieldViolations(add.error) : {};
  const uploading = uploads.length > 0 && !settled;
  return (
    <section aria-labelledby="drawings-bulk-add">
      <h2 id="drawings-bulk-add">Add PDFs</h2>
      <div style={formStyle}>
        <div className="field">
          <label htmlFor={inputId}>Choose PDFs</label>
          <input id={inputId} type="file" multiple accept="application/pdf,.pdf" disabled={uploading || add.isPending} onChange={onChoose} />
        </div>
        <p className="admin-state">Sheet numbers and revisions are read from the file names by the project's pattern; you confirm or correct them before anything is added.</p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="drawings__history">
          {uploads.map((u) => (
            <li key={u.key}>
              {u.error ? (
                <span role="alert">
                  {u.name}: {u.error}
                </span>
              ) : u.id ? (
                `${u.name}: uploaded`
              ) : (
                <>
                  <progress max={100} value={u.total > 0 ? Math.floor((u.sent / u.total) * 100) : 0} aria-label={`Uploading ${u.name}`} /> {u.name}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {propose.isPending && (
        <p className="admin-state" role="status">
          Reading the file names...
        </p>
      )}
      {propose.isError && (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(propose.error, 'The file names could not be read.')}
        </p>
      )}
      {rows && (
        <BulkAddTable
          rows={rows}
          errors={errors}
          onChange={(i, change) => setRows((list) => list && list.map((r, j) => (j === i ? { ...r, ...change, edited: true } : r)))}
          onRemove={(i) => {
            add.reset();
            setRows((list) => list && list.filter((_, j) => j !== i));
          }}
        />
      )}
      {add.isError && (errors.revisions || Object.keys(errors).length === 0) && (
        <p className="form-error" role="alert">
          {errors.revisions ?? errorText(add.error)}
        </p>
      )}
      {add.isError && Object.keys(errors).some((k) => k.startsWith('revisions[')) && (
        <p className="form-error" role="alert">
          Nothing was added: correct the rows marked below, or leave them out.
        </p>
      )}
      {rows && rows.length > 0 && (
        <button type="button" className="button button--primary" disabled={add.isPending} onClick={onCommit}>
          Add {rows.length} {rows.length === 1 ? 'revision' : 'revisions'}
        </button>
      )}
    </section>
  );
}

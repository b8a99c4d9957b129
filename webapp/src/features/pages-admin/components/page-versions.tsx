import { useId, useState } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import type { PageVersion } from '../../../gen/gusset/admin/v1/pages_pb';
import { formatDateTime } from '../../../lib/format-date';
import { usePageVersionContents, usePageVersions } from '../api/use-page-versions';
import { PagePreview } from './page-preview';
import { diffContents } from './version-lines';


type Props = {
  path: string;
  // Restores a version as the new draft (the editor names its draft version).
  onRestore: (version: number) => void;
  restoring: boolean;
};

// PageVersions lists a page's versions; staff pick two to compare, preview any of them
// through the public renderer, or restore one as the new draft.
export function PageVersions({ path, onRestore, restoring }: Props) {
  const versions = usePageVersions(path);
  const confirm = useConfirm();
  // Up to two versions picked to compare, oldest first once both are there.
  const [picked, setPicked] = useState<number[]>([]);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const pick = (version: number, on: boolean) => setPicked((p) => (on ? [...p.filter((v) => v !== version), version].slice(-2) : p.filter((v) => v !== version)));

  const restore = async (v: PageVersion) => {
    const ok = await confirm(`Restore version ${v.version} as the draft?`, 'Its content becomes a new draft version; nothing is published until you publish it. Unsaved changes in the editor are replaced.', 'Restore');
    if (ok) onRestore(v.version);
  };

  if (versions.isPending) return <p className="muted" role="status">Loading versions...</p>;
  if (versions.isError) return <p className="form-error" role="alert">Failed to load the versions.</p>;
  return (
    <div className="page-versions">
      <p className="muted">Tick two versions to compare them.</p>
      <ol className="page-versions__list" aria-label="Versions, newest first">
        {versions.data.map((v) => (
          <li key={v.version} className="page-versions__item">
            <label className="page-editor__check">
              <input type="checkbox" checked={picked.includes(v.version)} onChange={(e) => pick(v.version, e.target.checked)} />
              <span>
                <strong>Version {v.version}</strong>
                {v.published && <span className="page-state page-state--live"> Published</span>}
              </span>
            </label>
            <span className="muted">
              {v.createdBy ? `Saved by ${v.createdBy}` : 'First content of the site'}, {formatDateTime(v.createTime)}
              {v.restoredFrom > 0 && `, restored from version ${v.restoredFrom}`}
              {v.publishTime && `, published ${formatDateTime(v.publishTime)}`}
            </span>
            <span className="page-versions__actions">
              <button type="button" className="button" onClick={() => setPreviewed(previewed === v.version ? null : v.version)} aria-pressed={previewed === v.version}>
                Preview version {v.version}
              </button>
              <button type="button" className="button" onClick={() => void restore(v)} disabled={restoring}>
                Restore version {v.version}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {picked.length === 2 && <VersionCompare path={path} versions={[Math.min(...picked), Math.max(...picked)]} />}
      {previewed !== null && <VersionPreview path={path} version={previewed} />}
    </div>
  );
}

function VersionCompare({ path, versions }: { path: string; versions: [number, number] }) {
  const [older, newer] = usePageVersionContents(path, versions);
  const headingId = useId();
  if (older.isPending || newer.isPending) return <p className="muted" role="status">Loading the versions to compare...</p>;
  if (older.isError || newer.isError) return <p className="form-error" role="alert">Failed to load the versions to compare.</p>;
  const lines = diffContents(older.data.content, newer.data.content);
  const changed = lines.filter((l) => l.kind !== 'same').length;
  return (
    <section className="page-versions__compare" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Version {versions[0]} compared with version {versions[1]}
      </h3>
      <p className="muted">{changed === 0 ? 'The two versions have the same content.' : 'Lines marked − are only in the older version, lines marked + only in the newer.'}</p>
      <div className="page-versions__diff" tabIndex={0} role="region" aria-label="Differences">
        {lines.map((line, i) =>
          line.kind === 'same' ? (
            <div key={i} className="page-versions__line">
              {'  '}
              {line.text}
            </div>
          ) : line.kind === 'removed' ? (
            <del key={i} className="page-versions__line page-versions__line--removed">
              − {line.text}
            </del>
          ) : (
            <ins key={i} className="page-versions__line page-versions__line--added">
              + {line.text}
            </ins>
          ),
        )}
      </div>
    </section>
  );
}

function VersionPreview({ path, version }: { path: string; version: number }) {
  const [answer] = usePageVersionContents(path, [version]);
  if (answer.isPending) return <p className="muted" role="status">Loading version {version}...</p>;
  if (answer.isError || !answer.data.content) return <p className="form-error" role="alert">Failed to load version {version}.</p>;
  return (
    <div className="page-versions__preview">
      <h3>Preview of version {version}</h3>
      <PagePreview content={answer.data.content} label={`Version ${version} as the public page would show it`} />
    </div>
  );
}

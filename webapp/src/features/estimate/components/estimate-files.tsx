import { useEffect, useRef, useState, type RefObject } from 'react';
import { startUpload, type UploadHandle } from '../api/resumable-upload';
import { uploadOwner } from '../api/visitor-storage';
import { loadFiles, saveFiles, type StoredFile } from '../api/upload-list';

export type FileState = StoredFile & {
  sent: number;
  status: 'uploading' | 'paused' | 'done' | 'failed' | 'waiting';
  error?: string;
};

type Props = {
  // The solved challenge an upload must show (awaited when the first file is added).
  proof: () => Promise<string | null>;
  // The challenge was refused: solve a new one.
  refreshProof: () => void;
  // Where the form reads the files when it is submitted.
  filesRef: RefObject<FileState[]>;
  // Every choice of files so far (some made before this code arrived): each starts once.
  picked: File[];
};

// What a reload left: finished files stay; unfinished ones wait to be added again.
function restore(): FileState[] {
  return loadFiles().map((f) => ({ ...f, sent: f.id ? f.size : 0, status: f.id ? ('done' as const) : ('waiting' as const) }));
}

const keyOf = (f: File) => [f.name, f.size, f.lastModified].join('-');

function size(n: number): string {
  if (n >= 1 << 30) return `${(n / (1 << 30)).toFixed(2)} GB`;
  if (n >= 1 << 20) return `${(n / (1 << 20)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

// EstimateFiles lets the visitor attach any number of files of any type, each sent as a
// resumable upload with its own progress, pause and resume. It exists only in the
// browser (the form mounts it once hydrated): it starts from what localStorage kept.
export function EstimateFiles({ proof, refreshProof, filesRef, picked }: Props) {
  const handles = useRef(new Map<string, UploadHandle>());
  // The last upload started: the next one waits until the server has it.
  const lastCreated = useRef<Promise<void>>(Promise.resolve());
  const [files, setFiles] = useState<FileState[]>(restore);
  // How many of the choices have been started.
  const started = useRef(0);

  useEffect(() => {
    filesRef.current = files;
    saveFiles(files.map(({ key, name, size: bytes, id }) => ({ key, name, size: bytes, id })));
  }, [files, filesRef]);

  const update = (key: string, change: Partial<FileState>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (chosen: File[]) => {
    for (const file of chosen) {
      const key = keyOf(file);
      setFiles((list) => [
        ...list.filter((f) => f.key !== key),
        { key, name: file.name, size: file.size, sent: 0, status: 'uploading' },
      ]);
      void begin(file, key, false);
    }
  };

  const begin = (file: File, key: string, retried: boolean) => {
    const previous = lastCreated.current;
    const started = previous.then(() => start(file, key, retried));
    lastCreated.current = started.then((handle) => handle?.created);
    return started;
  };

  const start = async (file: File, key: string, retried: boolean) => {
    const challenge = await proof();
    if (challenge === null) return undefined;
    const handle = await startUpload(file, uploadOwner(), challenge, {
      onProgress: (sent) => update(key, { sent, status: 'uploading' }),
      onSuccess: (id) => {
        handles.current.delete(key);
        update(key, { id, sent: file.size, status: 'done', error: undefined });
      },
      onError: (message, status) => {
        handles.current.delete(key);
        // An expired or spent verification: solve a new one and start again, once.
        if (status === 400 && !retried && /verification/i.test(message)) {
          refreshProof();
          void begin(file, key, true);
          return;
        }
        update(key, { status: 'failed', error: message });
      },
    });
    handles.current.set(key, handle);
    return handle;
  };

  // New choices start as they come (the first render's are those made before this code
  // arrived); add's state changes are the point of this effect.
  useEffect(() => {
    const fresh = picked.slice(started.current);
    started.current = picked.length;
    if (fresh.length > 0) add(fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);

  const pause = (key: string) => {
    handles.current.get(key)?.pause();
    update(key, { status: 'paused' });
  };
  const resume = (key: string) => {
    handles.current.get(key)?.resume();
    update(key, { status: 'uploading' });
  };
  const remove = (key: string) => {
    handles.current.get(key)?.pause();
    handles.current.delete(key);
    setFiles((list) => list.filter((f) => f.key !== key));
  };

  return (
    files.length > 0 && (
      <ul className="estimate-files__list">
        {files.map((f) => {
          const percent = f.size > 0 ? Math.floor((f.sent / f.size) * 100) : 100;
          return (
            <li key={f.key} className="estimate-files__item" data-status={f.status}>
              <span className="estimate-files__name">{f.name}</span>
              <span className="estimate-files__size">{size(f.size)}</span>
              <progress max={100} value={percent} aria-label={`${f.name} uploaded`}>
                {percent}%
              </progress>
              <span className="estimate-files__state" role="status">
                {f.status === 'done' && 'Uploaded'}
                {f.status === 'uploading' && `${percent}%`}
                {f.status === 'paused' && `Paused at ${percent}%`}
                {f.status === 'waiting' && 'Add this file again to resume'}
                {f.status === 'failed' && (f.error ?? 'The upload failed.')}
              </span>
              <span className="estimate-files__actions">
                {f.status === 'uploading' && (
                  <button type="button" className="button button--small" onClick={() => pause(f.key)}>
                    Pause
                  </button>
                )}
                {f.status === 'paused' && (
                  <button type="button" className="button button--small" onClick={() => resume(f.key)}>
                    Resume
                  </button>
                )}
                <button type="button" className="button button--small" onClick={() => remove(f.key)} aria-label={`Remove ${f.name}`}>
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    )
  );
}

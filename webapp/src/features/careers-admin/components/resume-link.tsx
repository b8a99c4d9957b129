import type { File } from '../../../gen/gusset/site/v1/file_pb';

// A PDF résumé opens in a new tab (the server serves it inline); a Word résumé downloads.
export function ResumeLink({ resume, name }: { resume: File | undefined; name: string }) {
  if (!resume?.path) return <span className="muted">None</span>;
  if (resume.contentType === 'application/pdf') {
    return (
      <a href={resume.path} target="_blank" rel="noopener noreferrer" aria-label={`View résumé of ${name} (opens in a new tab)`}>
        View résumé
      </a>
    );
  }
  return (
    <a href={resume.path} download={resume.fileName} aria-label={`Download résumé of ${name} (Word document)`}>
      Download résumé
    </a>
  );
}

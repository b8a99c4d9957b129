import { Link } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import type { Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { useT } from '../../../lib/i18n/locale';
import type { useRfiPages } from '../api/use-rfis';
import * as m from './rfi-messages';
import { clockWords, courtWords, statusWords } from './rfi-words';

// RfiCards lists the RFIs of pages (useRfiPages) as the portal shows them: number and
// subject (opening the RFI in its project's frame), the project when the list spans
// projects, whose move it is, the required-by date and the clock; then how many of how many
// are shown, and a button for the next page.
export function RfiCards({ pages, label, withProject = false }: { pages: RfiPages; label: string; withProject?: boolean }) {
  const t = useT();
  const rfis: Rfi[] = pages.data?.pages.flatMap((p) => p.rfis) ?? [];
  const total = pages.data?.pages[0]?.totalSize ?? 0;
  return (
    <>
      <ul className="rfis__list" aria-label={label}>
        {rfis.map((r) => (
          <li key={r.id} className="rfis__card">
            <p>
              <Link to={`/portal/projects/${r.projectId}/rfis/${r.id}`}>{r.numberText}</Link> · {r.subject}
            </p>
            {withProject && <p className="drawings__meta">{t(m.onProject, { job: r.jobNumber, project: r.projectName })}</p>}
            <p className="drawings__meta">
              {statusWords(t, r.status)} · {t(m.ballWith, { who: courtWords(t, r) })}
              {r.requiredBy && ` · ${t(m.requiredBy, { date: r.requiredBy })}`}
            </p>
            <p>
              <ClockBadge words={clockWords(t, r)} overdue={r.overdue} />
            </p>
          </li>
        ))}
      </ul>
      <div className="drawings__more">
        <p className="drawings__meta">{t(m.shown, { shown: rfis.length, total })}</p>
        {pages.hasNextPage && (
          <button type="button" className="button" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? t(m.loadingMore) : t(m.more)}
          </button>
        )}
      </div>
    </>
  );
}

type RfiPages = ReturnType<typeof useRfiPages>;

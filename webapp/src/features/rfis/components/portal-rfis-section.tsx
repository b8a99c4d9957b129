import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { RfiCourt } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRfiPages } from '../api/use-rfis';
import * as m from './rfi-messages';
import { RfiCards } from './rfi-cards';
import { RaiseRfi } from './rfi-raise-form';
import '../../../components/drawings/drawings.css';
import './rfis.css';

// The RFIs of a project on the client's project page: how many wait on them, the list
// (newest first, 20 at a time, or only those waiting on them) with whose move it is and
// the clock, and asking the firm a question.
export function PortalRfisSection() {
  const { id = '' } = useParams();
  const t = useT();
  const [court, setCourt] = useState(RfiCourt.UNSPECIFIED);
  const pages = useRfiPages(id, court);
  const waiting = useRfiPages(id, RfiCourt.CLIENT);
  useSignInOnExpiry(pages.error);
  const onlyId = useId();
  const empty = pages.data?.pages[0]?.rfis.length === 0;
  const yours = waiting.data?.pages[0]?.totalSize;
  return (
    <section aria-labelledby="portal-rfis">
      <h2 id="portal-rfis">{t(m.section)}</h2>
      {yours !== undefined && (
        <p className={yours > 0 ? 'drawings__badge drawings__badge--overdue' : 'drawings__badge'} role="status">
          {t(m.waitingOnYou, { count: yours })}
        </p>
      )}
      <p>
        <label htmlFor={onlyId} className="rfis__check">
          <input id={onlyId} type="checkbox" checked={court === RfiCourt.CLIENT} onChange={(e) => setCourt(e.target.checked ? RfiCourt.CLIENT : RfiCourt.UNSPECIFIED)} /> {t(m.onlyYours)}
        </label>
      </p>
      {pages.isPending ? (
        <p role="status">{t(m.loading)}</p>
      ) : pages.isError ? (
        <p role="alert">{errorText(pages.error, t(m.loadFailed))}</p>
      ) : empty ? (
        <p>{court === RfiCourt.CLIENT ? t(m.noneYours) : t(m.none)}</p>
      ) : (
        <RfiCards pages={pages} label={t(m.listLabel)} />
      )}
      <RaiseRfi projectId={id} />
    </section>
  );
}

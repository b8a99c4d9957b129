import { useParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { formatDate, formatDay } from '../../../lib/format-date';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { QuoteStatus, type Proposal } from '../../../gen/gusset/site/v1/proposals_pb';
import { useProposal } from '../api/use-proposal';
import { ProposalAnswers } from './proposal-answers';
import { ProposalDocument } from './proposal-document';
import * as m from './proposal-messages';
import './proposal.css';

// ProposalPage is a proposal as its requester reads it from the mail's signed link,
// without an account: every section of the quote, its PDF, and the answers still open to
// them. Drawn in the browser only (the server sends the frame: the page is the link
// holder's, never cached).
export function ProposalPage() {
  const t = useT();
  usePageTitle(t(m.title));
  const { token = '' } = useParams();
  const hydrated = useHydrated();
  return (
    <main id="main" className="proposal">
      {hydrated ? (
        <Loaded token={token} />
      ) : (
        <>
          <h1>{t(m.title)}</h1>
          <p role="status">{t(m.loading)}</p>
        </>
      )}
    </main>
  );
}

function Loaded({ token }: { token: string }) {
  const t = useT();
  const proposal = useProposal(token);
  if (proposal.isPending) {
    return (
      <>
        <h1>{t(m.title)}</h1>
        <p role="status">{t(m.loading)}</p>
      </>
    );
  }
  if (proposal.isError) {
    return (
      <>
        <h1>{t(m.title)}</h1>
        <p role="alert" className="proposal__notice proposal__notice--problem">
          {errorText(proposal.error, t(m.unreadable))}
        </p>
      </>
    );
  }
  const p = proposal.data;
  return (
    <>
      <ProposalDocument proposal={p} />
      <State proposal={p} />
      {p.status === QuoteStatus.SENT && !p.expired && <ProposalAnswers token={token} />}
    </>
  );
}

// State says what became of the proposal, or why it can no longer be answered.
function State({ proposal: p }: { proposal: Proposal }) {
  const t = useT();
  const locale = useLocale();
  const a = p.acceptance;
  if (p.status === QuoteStatus.SUPERSEDED) return <p className="proposal__notice proposal__notice--problem">{t(m.superseded)}</p>;
  if (p.status === QuoteStatus.ACCEPTED && a) {
    const date = a.acceptTime ? formatDate(a.acceptTime, { locale }) : '';
    return (
      <p className="proposal__notice" role="status">
        {t(m.accepted, { name: a.name, title: a.title, company: a.company, date })}
      </p>
    );
  }
  if (p.status === QuoteStatus.DECLINED) return <p className="proposal__notice">{t(m.declined, { reason: p.declineReason })}</p>;
  if (p.expired) {
    const date = formatDay(p.content?.validUntil ?? '', { locale });
    return (
      <p className="proposal__notice proposal__notice--problem">
        {p.firmPhone ? t(m.expired, { date, firm: p.firmName, phone: p.firmPhone }) : t(m.expiredNoPhone, { date, firm: p.firmName, email: p.firmEmail })}
      </p>
    );
  }
  return null;
}

import { Link } from 'react-router';
import { QuoteCurrency } from '../../../gen/gusset/site/v1/proposals_pb';
import { formatCents } from '../../../lib/money';
import { useQuoteStats } from '../api/use-quotes';
import { quotePath } from './quote-labels';
import { formatDay } from '../../../lib/format-date';
import './quotes-admin.css';

// Money per currency, as the server summed it: "$12,600.00 USD · $8,000.00 CAD".
function values(usd: bigint, cad: bigint): string {
  const parts = [usd > 0n && `${formatCents(usd, QuoteCurrency.USD)} USD`, cad > 0n && `${formatCents(cad, QuoteCurrency.CAD)} CAD`].filter(Boolean);
  return parts.join(' · ') || '—';
}

// QuoteStats are the quotes' figures (docs/quotes.md, "Numbers"): the 24-hour promise
// measured, the months' quotes sent, won and lost with their value, the win rate, and the
// quotes nearing expiry. On the dashboard and the Estimates screen, where it says nothing
// while loading or when it failed (the screens report their own state).
export function QuoteStats() {
  const stats = useQuoteStats();
  if (!stats.data) return null;
  const s = stats.data;
  const months = s.months.filter((m) => m.sent || m.won || m.lost).slice(-6);
  return (
    <section className="quote-stats" aria-label="Quotes">
      <h2>Quotes</h2>
      <dl className="quote-stats__figures">
        <div>
          <dt>Time to first quote (median, 90 days)</dt>
          <dd>{s.firstQuotes ? `${s.medianHoursToFirstQuote.toFixed(1)} h` : '—'}</dd>
        </div>
        <div>
          <dt>First quotes within 24 hours</dt>
          <dd>
            {s.firstQuotesInTime} of {s.firstQuotes}
          </dd>
        </div>
        <div>
          <dt>Win rate (12 months)</dt>
          <dd>{Math.round(s.winRate * 100)} %</dd>
        </div>
        <div>
          <dt>Nearing expiry</dt>
          <dd>{s.nearingExpiry.length}</dd>
        </div>
      </dl>
      {months.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Quotes per month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Sent</th>
                <th scope="col">Won</th>
                <th scope="col">Lost</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.month}</th>
                  <td>
                    {m.sent} <span className="muted">{values(m.sentUsdCents, m.sentCadCents)}</span>
                  </td>
                  <td>
                    {m.won} <span className="muted">{values(m.wonUsdCents, m.wonCadCents)}</span>
                  </td>
                  <td>
                    {m.lost} <span className="muted">{values(m.lostUsdCents, m.lostCadCents)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s.nearingExpiry.length > 0 && (
        <ul className="quote-stats__expiring">
          {s.nearingExpiry.map((q) => (
            <li key={q.id}>
              <Link to={quotePath(q.estimateRequestId, q.id)}>
                {q.number} rev {q.revision}
              </Link>{' '}
              — {q.company}, valid until {formatDay(q.content?.validUntil ?? '')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

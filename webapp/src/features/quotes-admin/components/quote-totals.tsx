import type { QuoteCurrency, QuoteTotals as Totals } from '../../../gen/gusset/site/v1/proposals_pb';
import { currencyCode, formatCents, formatRate } from '../../../lib/money';

// QuoteTotals are the totals the server computed for the saved content (docs/quotes.md,
// "Money"), as the proposal prints them.
export function QuoteTotals({ totals, currency }: { totals: Totals | undefined; currency: QuoteCurrency }) {
  if (!totals) return null;
  const money = (c: bigint) => formatCents(c, currency);
  return (
    <table className="quote-totals" aria-label="Totals">
      <tbody>
        <tr>
          <th scope="row">Subtotal</th>
          <td>{money(totals.subtotalCents)}</td>
        </tr>
        {totals.taxes.map((t) => (
          <tr key={t.label}>
            <th scope="row">
              {t.label} ({formatRate(t.rateMilliPercent)} %)
            </th>
            <td>{money(t.amountCents)}</td>
          </tr>
        ))}
        <tr className="quote-totals__total">
          <th scope="row">Total {currencyCode(currency)}</th>
          <td>{money(totals.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

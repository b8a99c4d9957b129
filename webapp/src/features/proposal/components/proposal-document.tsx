import { QuotePricing, type Proposal } from '../../../gen/gusset/site/v1/proposals_pb';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { formatDate, formatDay } from '../../../lib/format-date';
import { currencyCode, formatCents, formatRate } from '../../../lib/money';
import * as m from './proposal-messages';

// ProposalDocument is every section of the proposal, in the PDF's order. The totals are
// the server's (docs/quotes.md, "Money"): written here, never computed.
export function ProposalDocument({ proposal: p }: { proposal: Proposal }) {
  const t = useT();
  const locale = useLocale();
  const c = p.content;
  const money = (cents: bigint) => formatCents(cents, c?.currency ?? 0, locale);
  const sent = p.sentTime ? formatDate(p.sentTime, { locale }) : '';
  return (
    <article className="proposal__document">
      <header className="proposal__head">
        <p className="proposal__firm">{p.firmName}</p>
        <h1>{t(m.heading, { number: p.number, revision: p.revision })}</h1>
        <p>{t(m.preparedFor, { name: p.requesterName, company: p.company })}</p>
        <p>{t(m.projectLine, { project: p.projectName, reference: p.requestReference })}</p>
        <p>{t(m.sentOn, { date: sent, validUntil: formatDay(c?.validUntil ?? '', { locale }) })}</p>
        {p.pdfPath && (
          <p>
            <a className="button" href={p.pdfPath} download>
              {t(m.downloadPdf)}
            </a>
          </p>
        )}
      </header>
      <Section title={t(m.scope)}>
        <List items={c?.scope ?? []} />
        {c?.scopeNotes && <p className="proposal__notes">{c.scopeNotes}</p>}
      </Section>
      {(c?.inclusions.length ?? 0) > 0 && (
        <Section title={t(m.inclusions)}>
          <List items={c?.inclusions ?? []} />
        </Section>
      )}
      {(c?.exclusions.length ?? 0) > 0 && (
        <Section title={t(m.exclusions)}>
          <List items={c?.exclusions ?? []} />
        </Section>
      )}
      <Section title={t(m.basis)}>
        <dl className="proposal__facts">
          <Fact term={t(m.tonnage)} value={c?.estimatedTonnage} />
          <Fact term={t(m.sheets)} value={c?.sheetCount ? String(c.sheetCount) : ''} />
          <Fact term={t(m.software)} value={c?.software} />
          <Fact term={t(m.standard)} value={c?.drawingStandard} />
        </dl>
      </Section>
      <Section title={t(m.price)}>
        <table className="proposal__money">
          <tbody>
            <tr>
              <th scope="row">
                {c?.pricing === QuotePricing.PER_TON
                  ? t(m.perTon, { quantity: c.quantity, unit: money(c.unitPriceCents) })
                  : c?.pricing === QuotePricing.PER_SHEET
                    ? t(m.perSheet, { quantity: c.quantity, unit: money(c.unitPriceCents) })
                    : t(m.lumpSum)}
              </th>
              <td>{money(p.totals?.subtotalCents ?? 0n)}</td>
            </tr>
            {p.totals?.taxes.map((tax) => (
              <tr key={tax.label}>
                <th scope="row">{t(m.taxLine, { label: tax.label, rate: formatRate(tax.rateMilliPercent, locale) })}</th>
                <td>{money(tax.amountCents)}</td>
              </tr>
            ))}
            <tr className="proposal__total">
              <th scope="row">{t(m.total, { currency: currencyCode(c?.currency ?? 0) })}</th>
              <td>{money(p.totals?.totalCents ?? 0n)}</td>
            </tr>
          </tbody>
        </table>
      </Section>
      <Section title={t(m.schedule)}>
        <dl className="proposal__facts">
          <Fact term={t(m.advanceBom)} value={c?.weeksAdvanceBom ? t(m.weeks, { count: c.weeksAdvanceBom }) : ''} />
          <Fact term={t(m.erection)} value={c?.weeksErectionDrawings ? t(m.weeks, { count: c.weeksErectionDrawings }) : ''} />
          <Fact term={t(m.shop)} value={c?.weeksShopDrawings ? t(m.weeks, { count: c.weeksShopDrawings }) : ''} />
        </dl>
      </Section>
      {p.termsBody && (
        <Section title={t(m.terms, { title: p.termsTitle, version: p.termsVersion })}>
          <p className="proposal__notes">{p.termsBody}</p>
        </Section>
      )}
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="proposal__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((it, i) => (
        <li key={i}>{it}</li>
      ))}
    </ul>
  );
}

function Fact({ term, value }: { term: string; value?: string }) {
  if (!value) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { QuoteTemplateKind } from '../../../gen/gusset/admin/v1/quotes_pb';
import { QuoteCurrency, QuotePricing, type QuoteContent } from '../../../gen/gusset/site/v1/proposals_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useQuoteTemplates } from '../api/use-quotes';
import { QuoteClient } from './quote-client';
import { Choice, Group, Text } from './quote-fields';
import { decimalUnits, toContent, toValues, type QuoteValues } from './quote-form-values';

const pricings = [
  { value: QuotePricing.LUMP_SUM, label: 'Lump sum' },
  { value: QuotePricing.PER_TON, label: 'Per ton' },
  { value: QuotePricing.PER_SHEET, label: 'Per sheet' },
] as const;
const currencies = [
  { value: QuoteCurrency.USD, label: 'USD' },
  { value: QuoteCurrency.CAD, label: 'CAD' },
] as const;
const maxTaxes = 5;

type Props = {
  initial: QuoteContent | undefined;
  // The client organization chosen for the project ('' for the request's company).
  organizationId: string;
  submitLabel: string;
  busy: boolean;
  // The last save's failure: its field violations are shown by their fields.
  error: unknown;
  // send: the form was submitted by the send button (sendLabel's), to save then send.
  onSubmit: (content: QuoteContent, send: boolean, organizationId: string) => void;
  sendLabel?: string;
};

// QuoteEditor is a quote's every section as staff write it. It computes nothing: saving
// answers the totals the server computed (shown by the page), and the server's field
// violations show by their fields.
export function QuoteEditor({ initial, organizationId, submitLabel, busy, error, onSubmit, sendLabel }: Props) {
  const [v, setV] = useState<QuoteValues>(() => toValues(initial));
  const [org, setOrg] = useState(organizationId);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const set = (patch: Partial<QuoteValues>) => setV((old) => ({ ...old, ...patch }));
  const server = fieldViolations(error);
  const err = (field: string) => typed[field] ?? server[`content.${field}`];
  const lump = v.pricing === QuotePricing.LUMP_SUM;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const send = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'send';
    // What is not a number is said here: sent, it would read as a negative amount.
    const bad: Record<string, string> = {};
    if (lump && decimalUnits(v.lumpSum, 2) < 0n) bad.lump_sum_cents = 'Please enter an amount such as 12500.00';
    if (!lump && decimalUnits(v.unitPrice, 2) < 0n) bad.unit_price_cents = 'Please enter an amount such as 85.50';
    v.taxes.forEach((t, i) => {
      if (decimalUnits(t.rate, 3) < 0n) bad[`taxes[${i}].rate_milli_percent`] = 'Please enter a rate such as 9.975';
    });
    setTyped(bad);
    if (Object.keys(bad).length === 0) onSubmit(toContent(v), send, org);
  }

  const unmatched = error && Object.keys(server).length === 0 ? errorText(error) : server.content;
  return (
    <form className="quote-editor" noValidate onSubmit={submit} aria-label="Quote">
      <Group legend="Client">
        <QuoteClient value={org} onChange={setOrg} error={server.organization_id} />
      </Group>
      <Group legend="Scope">
        <Text label="Scope (one line each)" multiline value={v.scope} onChange={(scope) => set({ scope })} error={err('scope')} />
        <Text label="Scope notes" multiline value={v.scopeNotes} onChange={(scopeNotes) => set({ scopeNotes })} error={err('scope_notes')} />
        <LinesFromTemplates
          label="Inclusions (one line each)"
          kind={QuoteTemplateKind.INCLUSION}
          value={v.inclusions}
          onChange={(inclusions) => set({ inclusions })}
          error={err('inclusions')}
        />
        <LinesFromTemplates
          label="Exclusions (one line each)"
          kind={QuoteTemplateKind.EXCLUSION}
          value={v.exclusions}
          onChange={(exclusions) => set({ exclusions })}
          error={err('exclusions')}
        />
      </Group>
      <Group legend="Basis">
        <div className="quote-editor__row">
          <Text label="Estimated tonnage" value={v.estimatedTonnage} onChange={(estimatedTonnage) => set({ estimatedTonnage })} error={err('estimated_tonnage')} />
          <Text label="Sheet count" type="number" inputMode="numeric" value={v.sheetCount} onChange={(sheetCount) => set({ sheetCount })} error={err('sheet_count')} />
          <Text label="Software" value={v.software} onChange={(software) => set({ software })} error={err('software')} />
          <Text label="Drawing standard" value={v.drawingStandard} onChange={(drawingStandard) => set({ drawingStandard })} error={err('drawing_standard')} />
        </div>
      </Group>
      <Group legend="Price and taxes">
        <div className="quote-editor__row">
          <Choice label="Pricing" value={v.pricing} options={pricings} onChange={(pricing) => set({ pricing })} error={err('pricing')} />
          <Choice label="Currency" value={v.currency} options={currencies} onChange={(currency) => set({ currency })} error={err('currency')} />
          {lump ? (
            <Text label="Price" inputMode="decimal" value={v.lumpSum} onChange={(lumpSum) => set({ lumpSum })} error={err('lump_sum_cents')} />
          ) : (
            <>
              <Text
                label={v.pricing === QuotePricing.PER_TON ? 'Price per ton' : 'Price per sheet'}
                inputMode="decimal"
                value={v.unitPrice}
                onChange={(unitPrice) => set({ unitPrice })}
                error={err('unit_price_cents')}
              />
              <Text
                label={v.pricing === QuotePricing.PER_TON ? 'Tons' : 'Sheets'}
                inputMode="decimal"
                hint="Up to three decimals"
                value={v.quantity}
                onChange={(quantity) => set({ quantity })}
                error={err('quantity')}
              />
            </>
          )}
        </div>
        {v.taxes.map((t, i) => (
          <div className="quote-editor__row quote-editor__tax" key={i}>
            <Text label={`Tax ${i + 1}`} value={t.label} onChange={(label) => set({ taxes: v.taxes.map((x, j) => (j === i ? { ...x, label } : x)) })} error={err(`taxes[${i}].label`)} />
            <Text
              label={`Tax ${i + 1} rate (%)`}
              inputMode="decimal"
              value={t.rate}
              onChange={(rate) => set({ taxes: v.taxes.map((x, j) => (j === i ? { ...x, rate } : x)) })}
              error={err(`taxes[${i}].rate_milli_percent`)}
            />
            <button type="button" className="button" onClick={() => set({ taxes: v.taxes.filter((_, j) => j !== i) })}>
              Remove tax {i + 1}
            </button>
          </div>
        ))}
        {v.taxes.length < maxTaxes && (
          <button type="button" className="button" onClick={() => set({ taxes: [...v.taxes, { label: '', rate: '' }] })}>
            Add a tax line
          </button>
        )}
      </Group>
      <Group legend="Schedule (weeks from award)">
        <div className="quote-editor__row">
          <Text label="Advance bill of materials" type="number" inputMode="numeric" value={v.weeksAdvanceBom} onChange={(weeksAdvanceBom) => set({ weeksAdvanceBom })} error={err('weeks_advance_bom')} />
          <Text label="Erection drawings" type="number" inputMode="numeric" value={v.weeksErectionDrawings} onChange={(weeksErectionDrawings) => set({ weeksErectionDrawings })} error={err('weeks_erection_drawings')} />
          <Text label="Shop drawings for approval" type="number" inputMode="numeric" value={v.weeksShopDrawings} onChange={(weeksShopDrawings) => set({ weeksShopDrawings })} error={err('weeks_shop_drawings')} />
        </div>
      </Group>
      <Group legend="Validity and terms">
        <div className="quote-editor__row">
          <Text label="Valid until" type="date" value={v.validUntil} onChange={(validUntil) => set({ validUntil })} error={err('valid_until')} />
          <TermsChoice value={v.termsTemplateId} onChange={(termsTemplateId) => set({ termsTemplateId })} error={err('terms_template_id')} />
        </div>
      </Group>
      {unmatched && (
        <p className="form-error" role="alert">
          {unmatched}
        </p>
      )}
      {Object.keys(server).length > 0 && !unmatched && (
        <p className="form-error" role="alert">
          Please correct the fields marked above.
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {sendLabel && (
          <button type="submit" value="send" className="button button--primary" disabled={busy}>
            {sendLabel}
          </button>
        )}
      </div>
    </form>
  );
}

// LinesFromTemplates is a list of lines, with the templates of its kind to add from.
function LinesFromTemplates({ label, kind, value, onChange, error }: { label: string; kind: QuoteTemplateKind; value: string; onChange: (v: string) => void; error?: string }) {
  const templates = useQuoteTemplates(kind);
  const unused = (templates.data ?? []).filter((t) => !value.split('\n').includes(t.body));
  return (
    <>
      <Text label={label} multiline value={value} onChange={onChange} error={error} />
      {unused.length > 0 && (
        <Choice
          label={`Add from the templates (${label.split(' ')[0].toLowerCase()})`}
          value=""
          options={[{ value: '', label: 'Choose a template…' }, ...unused.map((t) => ({ value: t.id, label: t.title }))]}
          onChange={(id) => {
            const t = unused.find((x) => x.id === id);
            if (t) onChange(value.trim() ? `${value.trimEnd()}\n${t.body}` : t.body);
          }}
        />
      )}
    </>
  );
}

function TermsChoice({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const terms = useQuoteTemplates(QuoteTemplateKind.TERMS);
  const options = [{ value: '', label: 'No terms' }, ...(terms.data ?? []).map((t) => ({ value: t.id, label: `${t.title} (version ${t.version})` }))];
  // A quote keeps the version it used, even once a newer one replaced it.
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: 'The version this quote uses' });
  return <Choice label="Terms" value={value} options={options} onChange={onChange} error={error} />;
}

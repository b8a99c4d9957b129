import { create } from '@bufbuild/protobuf';
import { QuoteContentSchema, QuoteCurrency, QuotePricing, type QuoteContent } from '../../../gen/gusset/site/v1/proposals_pb';

// The editor's fields as typed: text, turned into the server's QuoteContent on save. The
// server checks every value and computes the totals; these only translate what was typed
// (a price "12,500.50" is 1250050 cents, read digit by digit, never through a float).

export type TaxValues = { label: string; rate: string };

export type QuoteValues = {
  scope: string;
  scopeNotes: string;
  inclusions: string;
  exclusions: string;
  estimatedTonnage: string;
  sheetCount: string;
  software: string;
  drawingStandard: string;
  pricing: QuotePricing;
  currency: QuoteCurrency;
  lumpSum: string;
  unitPrice: string;
  quantity: string;
  taxes: TaxValues[];
  weeksAdvanceBom: string;
  weeksErectionDrawings: string;
  weeksShopDrawings: string;
  validUntil: string;
  termsTemplateId: string;
};

const lines = (s: string) => s.split('\n').map((l) => l.trim()).filter(Boolean);
const int = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : s.trim() === '' ? 0 : -1);

// decimalUnits reads a non-negative decimal with up to places decimals as an integer of
// 10^-places units ("9.975", 3 → 9975); -1 when it is not one (the server then refuses it).
export function decimalUnits(s: string, places: number): bigint {
  const t = s.replace(/[,\s$]/g, '');
  if (t === '') return 0n;
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] ?? '').length > places) return -1n;
  return BigInt(m[1] + (m[2] ?? '').padEnd(places, '0'));
}

function decimalText(units: bigint, places: number): string {
  if (units === 0n) return '';
  const s = units.toString().padStart(places + 1, '0');
  const whole = s.slice(0, s.length - places);
  const frac = s.slice(s.length - places).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

export function toValues(c: QuoteContent | undefined): QuoteValues {
  return {
    scope: (c?.scope ?? []).join('\n'),
    scopeNotes: c?.scopeNotes ?? '',
    inclusions: (c?.inclusions ?? []).join('\n'),
    exclusions: (c?.exclusions ?? []).join('\n'),
    estimatedTonnage: c?.estimatedTonnage ?? '',
    sheetCount: c?.sheetCount ? String(c.sheetCount) : '',
    software: c?.software ?? '',
    drawingStandard: c?.drawingStandard ?? '',
    pricing: c?.pricing || QuotePricing.LUMP_SUM,
    currency: c?.currency || QuoteCurrency.USD,
    lumpSum: decimalText(c?.lumpSumCents ?? 0n, 2),
    unitPrice: decimalText(c?.unitPriceCents ?? 0n, 2),
    quantity: c?.quantity ?? '',
    taxes: (c?.taxes ?? []).map((t) => ({ label: t.label, rate: decimalText(BigInt(t.rateMilliPercent), 3) })),
    weeksAdvanceBom: c?.weeksAdvanceBom ? String(c.weeksAdvanceBom) : '',
    weeksErectionDrawings: c?.weeksErectionDrawings ? String(c.weeksErectionDrawings) : '',
    weeksShopDrawings: c?.weeksShopDrawings ? String(c.weeksShopDrawings) : '',
    validUntil: c?.validUntil ?? '',
    termsTemplateId: c?.termsTemplateId ?? '',
  };
}

export function toContent(v: QuoteValues): QuoteContent {
  const lump = v.pricing === QuotePricing.LUMP_SUM;
  return create(QuoteContentSchema, {
    scope: lines(v.scope),
    scopeNotes: v.scopeNotes.trim(),
    inclusions: lines(v.inclusions),
    exclusions: lines(v.exclusions),
    estimatedTonnage: v.estimatedTonnage.trim(),
    sheetCount: int(v.sheetCount),
    software: v.software.trim(),
    drawingStandard: v.drawingStandard.trim(),
    pricing: v.pricing,
    currency: v.currency,
    lumpSumCents: lump ? decimalUnits(v.lumpSum, 2) : 0n,
    unitPriceCents: lump ? 0n : decimalUnits(v.unitPrice, 2),
    quantity: lump ? '' : v.quantity.trim(),
    taxes: v.taxes.filter((t) => t.label.trim() || t.rate.trim()).map((t) => ({ label: t.label.trim(), rateMilliPercent: Number(decimalUnits(t.rate, 3)) })),
    weeksAdvanceBom: int(v.weeksAdvanceBom),
    weeksErectionDrawings: int(v.weeksErectionDrawings),
    weeksShopDrawings: int(v.weeksShopDrawings),
    validUntil: v.validUntil,
    termsTemplateId: v.termsTemplateId,
  });
}

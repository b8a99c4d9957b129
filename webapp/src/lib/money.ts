import { QuoteCurrency } from '../gen/gusset/site/v1/proposals_pb';

// Money is integer cents the server computed (docs/quotes.md, "Money"): the screens only
// write it. Cents stay below 2^53 (the server refuses anything past 100 million dollars),
// so a Number holds them exactly.

export function currencyCode(c: QuoteCurrency): string {
  return c === QuoteCurrency.CAD ? 'CAD' : 'USD';
}

export function formatCents(cents: bigint, currency: QuoteCurrency, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode(currency), currencyDisplay: 'narrowSymbol' }).format(Number(cents) / 100);
}

// A tax rate in thousandths of a percent (9975) as the percent it is ("9.975").
export function formatRate(milliPercent: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(milliPercent / 1000);
}

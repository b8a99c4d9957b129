import { describe, expect, it } from 'vitest';
import { QuoteCurrency, QuotePricing } from '../../../gen/gusset/site/v1/proposals_pb';
import { decimalUnits, toContent, toValues } from './quote-form-values';

describe('the quote editor’s values', () => {
  it.each([
    ['12500', 2, 1_250_000n],
    ['12,500.5', 2, 1_250_050n],
    ['$0.07', 2, 7n],
    ['9.975', 3, 9975n],
    ['', 2, 0n],
    ['1.234', 2, -1n],
    ['-5', 2, -1n],
    ['abc', 2, -1n],
  ])('reads %j with %i places as %s units, digit by digit', (typed, places, want) => {
    expect(decimalUnits(typed, places)).toBe(want);
  });

  it('gives back what it read, and sends only the fields of the pricing chosen', () => {
    const values = { ...toValues(undefined), scope: 'Shop drawings\n\nErection drawings ', pricing: QuotePricing.PER_SHEET, unitPrice: '85.5', quantity: '40', lumpSum: '999' };
    const c = toContent({ ...values, currency: QuoteCurrency.CAD, taxes: [{ label: 'GST', rate: '5' }, { label: '', rate: '' }] });
    expect(c.scope).toEqual(['Shop drawings', 'Erection drawings']);
    expect([c.unitPriceCents, c.lumpSumCents, c.quantity]).toEqual([8550n, 0n, '40']);
    expect(c.taxes.map((t) => [t.label, t.rateMilliPercent])).toEqual([['GST', 5000]]);
    expect(toValues(c)).toMatchObject({ unitPrice: '85.5', quantity: '40', taxes: [{ label: 'GST', rate: '5' }] });
  });
});

// Tonnage as pages print it: grouped, at most one decimal ("1,234.5"), in English like the
// rest of the public pages' numbers.
const tonnage = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatTonnage(tons: number): string {
  return tonnage.format(tons);
}

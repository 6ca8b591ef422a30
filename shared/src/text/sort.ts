/**
 * Orderings the list screens share (spec 2 §9 sort options): text ignores case and accents and orders numbers
 * naturally ("Unit 2" before "Unit 10"); times are ISO strings, a missing or unreadable one sorting as the
 * oldest. Array.prototype.sort is stable, so ties keep the list's order.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return collator.compare(a ?? '', b ?? '');
}

export function timeValue(value: string | null | undefined): number {
  const parsed = Date.parse(value ?? '');
  return Number.isNaN(parsed) ? 0 : parsed;
}

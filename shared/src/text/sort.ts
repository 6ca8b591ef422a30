/**
 * Orderings the list screens share (spec 2 §9 sort options): text ignores case and accents and orders numbers
 * naturally ("Unit 2" before "Unit 10"); times are ISO strings, a missing or unreadable one sorting as the
 * oldest. Array.prototype.sort is stable, so ties keep the list's order.
 */
// Made on first use: creating a Collator loads ICU's collation data (several milliseconds), which a Lambda
// importing this module should not pay at cold start unless it sorts.
let collator: Intl.Collator | undefined;

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a ?? '', b ?? '');
}

export function timeValue(value: string | null | undefined): number {
  const parsed = Date.parse(value ?? '');
  return Number.isNaN(parsed) ? 0 : parsed;
}

import { type WebsiteAdminMessageKey } from '../messages/website-admin';

/** The teacher-performance-assessment details page of website administration (spec 3 §3, §8, §9). */

/**
 * spec 3 §9: page size default 5 (changeable); page-number window of plus or minus 2. Nothing reads the page
 * size yet: the details page's request will (its behaviour test arrives with it).
 */
export const EDTPA_DETAILS_PAGE_SIZE = 5;
export const PAGE_NUMBER_WINDOW = 2;

/** The page numbers to offer around the current page: current ± 2, within 1…totalPages. */
export function pageNumberWindow(currentPage: number, totalPages: number): number[] {
  const first = Math.max(1, currentPage - PAGE_NUMBER_WINDOW);
  const last = Math.min(totalPages, currentPage + PAGE_NUMBER_WINDOW);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/**
 * The term filter's options: 'All Terms' first, then the terms; when the terms cannot be loaded (undefined),
 * 'All Terms' alone (spec 3 §8).
 */
export function termFilterOptions(
  terms: ReadonlyArray<{ id: string; name: string }> | undefined,
): Array<{ value: ''; label: WebsiteAdminMessageKey } | { value: string; text: string }> {
  return [
    { value: '', label: 'website_admin.edtpa.all_terms' },
    ...(terms ?? []).map((term) => ({ value: term.id, text: term.name })),
  ];
}

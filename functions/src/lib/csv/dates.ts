import type { Locale } from '@tessera/shared';

/**
 * The locale whose date order an organisation's files are read in (docs/imports.md): English, month first
 * (the spec's MM/DD/YYYY, spec 2 §9), until organisations have a language setting of their own (spec 2
 * "org_language_setting", not built yet); then the importer passes the organisation's. ISO dates are read in
 * any locale.
 */
export const ORGANISATION_FILE_LOCALE: Locale = 'en';

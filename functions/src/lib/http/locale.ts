import { LOCALES, type Locale } from '@tessera/shared';

/**
 * The first supported language of an Accept-Language header, or null when it names none. The web sends its
 * interface language explicitly, so answers follow what the user reads; other callers get the account's.
 */
export function localeFromHeaders(headers: Record<string, string | undefined> | undefined): Locale | null {
  const accept = headers?.['accept-language'] ?? headers?.['Accept-Language'];
  if (!accept) return null;
  const ranked = accept
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.lang));
  return (match?.lang as Locale | undefined) ?? null;
}

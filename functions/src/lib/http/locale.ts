import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tessera/shared';

/** The language to answer in before the actor is known: the first supported Accept-Language entry. */
export function localeFromHeaders(headers: Record<string, string | undefined> | undefined): Locale {
  const accept = headers?.['accept-language'] ?? headers?.['Accept-Language'];
  if (!accept) return DEFAULT_LOCALE;
  const ranked = accept
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.lang));
  return (match?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

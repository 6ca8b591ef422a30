/**
 * Fills a catalogue sentence's placeholders. The specs use three styles and the catalogue keeps each
 * sentence exactly as quoted, so all three are understood: `{n}`, `%{name}s` and `%(title)s`.
 */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/%\{(\w+)\}s|%\((\w+)\)s|\{(\w+)\}/g, (whole, a?: string, b?: string, c?: string) => {
    const name = (a ?? b ?? c) as string;
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

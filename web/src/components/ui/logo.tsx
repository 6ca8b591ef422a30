/**
 * Tessera's mark: four mosaic tiles (tessera: one tile of a mosaic), the brand colour and its accent. It is
 * decorative: the word Tessera beside it names the app.
 */
export function Logo({ className = 'logo' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="13" height="13" rx="3" fill="var(--color-brand)" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="var(--color-accent)" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="var(--color-brand-strong)" />
      <rect x="17" y="17" width="13" height="13" rx="6.5" fill="var(--color-brand)" />
    </svg>
  );
}

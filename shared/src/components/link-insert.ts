/**
 * Insert-link modal (spec 1 §5): the address gets http:// prepended unless it starts with http or https
 * (read as the scheme, 'http://' or 'https://', so 'httpbin.org' still gets one); text and address are
 * encoded; the modal's insert is disabled while the address or the display name is blank.
 */
export function isLinkInsertEnabled(displayName: string, address: string): boolean {
  return displayName.trim() !== '' && address.trim() !== '';
}

export function normalizeLinkAddress(address: string): string {
  const trimmed = address.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Percent-encodes what a URL may not hold, keeping escapes already present (no double encoding). */
export function encodeLinkAddress(address: string): string {
  return encodeURI(address).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** The link to insert, or null while the modal is disabled. */
export function buildInsertedLink(
  displayName: string,
  address: string,
): { href: string; text: string; html: string } | null {
  if (!isLinkInsertEnabled(displayName, address)) return null;
  const href = encodeLinkAddress(normalizeLinkAddress(address));
  const text = escapeHtmlText(displayName.trim());
  return {
    href,
    text,
    html: `<a href="${escapeHtmlText(href)}" target="_blank" rel="noopener noreferrer">${text}</a>`,
  };
}

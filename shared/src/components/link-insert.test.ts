import { describe, expect, it } from '@jest/globals';
import {
  buildInsertedLink,
  encodeLinkAddress,
  escapeHtmlText,
  isLinkInsertEnabled,
  normalizeLinkAddress,
} from './link-insert';

describe('insert link (spec 1 §5)', () => {
  it.each<[string, string]>([
    ['example.com', 'http://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com/a', 'https://example.com/a'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['  www.example.com ', 'http://www.example.com'],
    ['httpbin.org', 'http://httpbin.org'],
  ])('prepends http:// to %j → %j', (address, href) => {
    expect(normalizeLinkAddress(address)).toBe(href);
  });

  it.each<[string, string, boolean]>([
    ['Name', 'example.com', true],
    ['', 'example.com', false],
    ['  ', 'example.com', false],
    ['Name', ' ', false],
  ])('with display name %j and address %j the modal is enabled: %s', (name, address, enabled) => {
    expect(isLinkInsertEnabled(name, address)).toBe(enabled);
    expect(buildInsertedLink(name, address) !== null).toBe(enabled);
  });

  it('encodes the address without double-encoding and escapes the text', () => {
    expect(encodeLinkAddress('http://x.org/a b?q=ü&r=%20')).toBe('http://x.org/a%20b?q=%C3%BC&r=%20');
    expect(escapeHtmlText(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(buildInsertedLink(' <My> site ', 'example.com/a b')).toEqual({
      href: 'http://example.com/a%20b',
      text: '&lt;My&gt; site',
      html: '<a href="http://example.com/a%20b" target="_blank" rel="noopener noreferrer">&lt;My&gt; site</a>',
    });
  });
});

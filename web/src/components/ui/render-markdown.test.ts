import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './render-markdown';

describe('Markdown and math of CASE statements, rendered safely', () => {
  it('renders a Markdown table and emphasis', () => {
    const html = renderMarkdown('A _table_:\r\n\r\n| Column 1 | Column 2 |\r\n| --- | --- |\r\n| data 1 | data 2|');
    expect(html).toContain('<em>table</em>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>data 2</td>');
  });

  it('renders TeX between dollars as MathML, inline and on its own line', () => {
    expect(renderMarkdown('This contains math: $x^2$')).toMatch(/<math[^>]*>.*<msup>/s);
    expect(renderMarkdown('$$\\frac{a}{b}$$')).toMatch(/<math[^>]*display="block"/);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"> [link](javascript:alert(3)) <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript:/i);
    expect(html).toContain('<b>b</b>');
  });
});

import { describe, expect, it } from '@jest/globals';
import type { PortfolioComponent } from '@tessera/shared';
import { sanitizeAnswerContents } from '../../src/http/portfolios/rich-text-answers';

const components: PortfolioComponent[] = [
  { component_id: 'textarea-1', type: 'textarea', label: 'Rationale' },
  { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
  { component_id: 'rich-1', type: 'rich', label: 'Philosophy' },
  { component_id: 'textfield-1', type: 'textfield', label: 'Mentor' },
  { component_id: 'text-1', type: 'text', label: 'Content' },
];

describe('sanitizeAnswerContents: what a save stores for rich-text answers (issue 12)', () => {
  it('strips scripts, event handlers and javascript: links from text area, feedback and rich answers', () => {
    const hostile =
      '<p onmouseover="steal()">Hi <script>steal()</script><img src=x onerror="steal()">' +
      '<a href="javascript:steal()">there</a> <a href="https://ok.example" onclick="x">ok</a></p>';
    const clean = '<p>Hi there <a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>';
    const result = sanitizeAnswerContents(components, {
      'textarea-1': { content: hostile },
      'feedback-1': { content: hostile },
      'rich-1': { component: 'textarea', component_config: { min_word_count: '5' }, content: hostile },
      'text-1': { content: hostile },
    });
    expect(result).toEqual({
      'textarea-1': { content: clean },
      'feedback-1': { content: clean },
      'rich-1': { component: 'textarea', component_config: { min_word_count: '5' }, content: clean },
      'text-1': { content: clean },
    });
  });

  it('keeps the allowed formatting and leaves other kinds’ text alone', () => {
    const formatted = '<p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><ol><li>d<br>e</li></ol>';
    expect(
      sanitizeAnswerContents(components, {
        'textarea-1': { content: formatted },
        'textfield-1': { content: '<b>typed as is</b>' },
      }),
    ).toEqual({ 'textarea-1': { content: formatted }, 'textfield-1': { content: '<b>typed as is</b>' } });
  });
});

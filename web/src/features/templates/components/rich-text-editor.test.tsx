import { describe, expect, it } from '@jest/globals';
import { blocksToHtml, htmlToBlocks } from './rich-text-editor';

describe('template text in Editor.js (stored as the rich-text allow-list, ADR 0023)', () => {
  it('hands the stored <strong> and <em> to Editor.js as the <b> and <i> its tools keep', () => {
    expect(htmlToBlocks('<p>Plan <strong>well</strong></p><p><em>then</em> teach</p>')).toEqual([
      { type: 'paragraph', data: { text: 'Plan <b>well</b>' } },
      { type: 'paragraph', data: { text: '<i>then</i> teach' } },
    ]);
    expect(htmlToBlocks('Loose <strong>text</strong>')).toEqual([
      { type: 'paragraph', data: { text: 'Loose <b>text</b>' } },
    ]);
  });

  it('writes the blocks back as paragraphs (the server stores them as the allow-list)', () => {
    expect(blocksToHtml([{ type: 'paragraph', data: { text: 'Plan <b>well</b>' } }])).toBe('<p>Plan <b>well</b></p>');
  });
});

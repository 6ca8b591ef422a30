import { describe, expect, it } from '@jest/globals';
import { COMPONENT_KINDS } from '@tessera/shared';
import { templateEditorLocales } from './editor-locales';

describe('the palette’s one-line descriptions', () => {
  it('describe every kind of the component registry in English and Spanish, not just repeat its name', () => {
    for (const kind of COMPONENT_KINDS) {
      for (const language of ['en', 'es'] as const) {
        const texts = templateEditorLocales[language];
        const hint = texts.kindHints[kind];
        expect(typeof hint === 'string' && hint.trim().length > 0 ? kind : `${kind} (${language}) missing`).toBe(kind);
        expect(hint).not.toBe(texts.kinds[kind]);
      }
      // A Spanish line copied from the English one is an untranslated line.
      expect(templateEditorLocales.es.kindHints[kind]).not.toBe(templateEditorLocales.en.kindHints[kind]);
    }
  });
});

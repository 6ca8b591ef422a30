import { describe, expect, it } from '@jest/globals';
import type { Translate } from '../../../lib/i18n';
import { templateEditorLocales } from '../editor-locales';
import { permissionDefaults } from './permission-defaults';

/** The editor's English sentences, interpolated as i18next does ({{name}}). */
const english: Translate<'templateEditor'> = (key, params = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], templateEditorLocales.en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
};

describe('what “As the workflow decides” means, said plainly (docs/adr/0020-assessments.md)', () => {
  it('tells a feedback component’s author that students read it once a revision is requested and once done', () => {
    const defaults = permissionDefaults(english, 'feedback');
    expect(defaults.sentence).toContain('as soon as an assessor requests a revision and once the work is done');
    expect(defaults.cell('submitter', 'in_preparation')).toBe(
      'As the workflow decides (Hidden; Read-only after a revision request)',
    );
    expect(defaults.cell('submitter', 'in_assessment')).toBe('As the workflow decides (Hidden)');
    expect(defaults.cell('submitter', 'done')).toBe('As the workflow decides (Read-only)');
    expect(defaults.cell('supervisor_assessor', 'in_assessment')).toBe('As the workflow decides (Editable)');
  });

  it('tells a content component’s author that students fill it in until they submit', () => {
    const defaults = permissionDefaults(english, 'textarea');
    expect(defaults.sentence).toBe('Students fill it in until they submit; everyone else reads it.');
    expect(defaults.cell('submitter', 'in_preparation')).toBe('As the workflow decides (Editable)');
    expect(defaults.cell('peer_assessor', 'in_preparation')).toBe('As the workflow decides (Read-only)');
  });
});

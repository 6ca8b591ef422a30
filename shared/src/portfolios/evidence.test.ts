import {
  evidencePages,
  MEDIA_EVIDENCE_KINDS,
  mediaEvidenceComponentId,
  mediaEvidencePages,
  parseEvidenceDate,
  referencedIds,
  referencesByComponent,
} from './evidence';
import { componentModes, portfolioComponent } from './portfolio-content';

describe('evidence items (spec 1 §2, §4; spec 2 §5)', () => {
  it('reads the date as typed MM/DD/YYYY into an ISO date, blank as none, anything else as the spec’s error', () => {
    expect(parseEvidenceDate('3/7/2031')).toEqual({ date: '2031-03-07' });
    expect(parseEvidenceDate('  ')).toEqual({ date: null });
    expect(parseEvidenceDate('02/30/2031')).toEqual({ error: 'components.date.invalid' });
    expect(parseEvidenceDate('2031-03-07')).toEqual({ error: 'components.date.invalid' });
  });

  it('has one text component its owner edits while it is created or in preparation', () => {
    const components = evidencePages().flatMap((page) => page.components.map(portfolioComponent));
    expect(components).toEqual([expect.objectContaining({ component_id: 'text-1', type: 'text' })]);
    const parsed = components.filter((c) => c !== null);
    expect(componentModes(parsed, { role: 'submitter', state: 'created' })).toEqual({ 'text-1': 'editable' });
    expect(evidencePages()[0]).not.toBe(evidencePages()[0]);
  });

  it('gives a media evidence item the text component and one optional, unlabelled component of its kind', () => {
    for (const kind of MEDIA_EVIDENCE_KINDS) {
      const components = mediaEvidencePages(kind).flatMap((page) => page.components.map(portfolioComponent));
      expect(components).toEqual([
        expect.objectContaining({ component_id: 'text-1', type: 'text' }),
        expect.objectContaining({
          component_id: mediaEvidenceComponentId(kind),
          type: kind,
          label: '',
          optional: true,
        }),
      ]);
      const parsed = components.filter((c) => c !== null);
      expect(componentModes(parsed, { role: 'submitter', state: 'created' })).toEqual({
        'text-1': 'editable',
        [`${kind}-1`]: 'editable',
      });
    }
    // Evidence made the old way is unchanged.
    expect(evidencePages()[0]?.components).toHaveLength(1);
  });

  it('finds the items a gallery, timeline or portfolio reference names, and nothing elsewhere', () => {
    const abstracts = [
      { original_portfolio_id: 'A', id: 'A', abstract: '' },
      { original_portfolio_id: 7, id: 7 },
      { original_portfolio_id: 'A', id: 'A2' },
    ];
    expect(referencedIds('gallery', { abstracts })).toEqual(['A', '7']);
    expect(referencedIds('timeline', { abstracts: 'nope' })).toEqual([]);
    expect(referencedIds('portfolio_reference', { portfolio_id: 'P', original_portfolio_id: 'Q' })).toEqual(['P']);
    expect(referencedIds('text', { content: 'A' })).toEqual([]);
    expect(referencedIds('reference', { reference_portfolio_id: 'P', reference_component_id: 'textarea-1' })).toEqual([
      'P',
    ]);
    expect(referencedIds('reference', { content: 'P' })).toEqual([]);
    const activities = [
      { id: 'g.a1', portfolio_id: 'P1' },
      { id: 'g.a2', portfolio_id: null },
      { id: 'g.a3' },
      { id: 'g.a4', portfolio_id: 'P1' },
    ];
    expect(referencedIds('activity_reference', { activities, component_type: 'other' })).toEqual(['P1']);
    const components = [
      { component_id: 'g', type: 'gallery' as const, label: '' },
      { component_id: 't', type: 'text' as const, label: '' },
      { component_id: 'r', type: 'portfolio_reference' as const, label: 'Pick' },
    ];
    expect(referencesByComponent(components, { g: { abstracts }, t: { content: 'x' }, r: {} })).toEqual({
      g: ['A', '7'],
    });
  });
});

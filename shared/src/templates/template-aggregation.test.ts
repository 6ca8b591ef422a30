import { describe, expect, it } from '@jest/globals';
import { message, type MessageKey } from '../messages/index';
import {
  choiceConfigMaximum,
  defaultAggregationRange,
  normalisedAggregation,
  templateAggregationErrors,
  type PlacedComponent,
  type TemplateAggregationErrorKey,
} from './template-aggregation';

/** Compile-time: every key the rules hand out is a catalogue key. */
export type AggregationKeys = Extract<TemplateAggregationErrorKey, MessageKey>;

const rubric = {
  levels: [{ id: 'l1' }, { id: 'l2' }, { id: 'l3' }],
  criterias: [{ id: 'c1' }, { id: 'c2' }],
};
const rubricOf = (id: string) => (id === 'r' ? rubric : undefined);

const radio = {
  component_id: 'q1',
  type: 'radio_button',
  label: 'Q1',
  button_options: [
    { id: 1, value: 'Low', points: 1 },
    { id: 2, value: 'High', points: 3 },
  ],
};
const checkbox = {
  component_id: 'q2',
  type: 'checkbox',
  label: 'Q2',
  button_options: [
    { id: 1, value: 'A', points: 2 },
    { id: 2, value: 'B', points: 2 },
  ],
};
const range = (...values: Array<number | null>) => values.map((value, i) => ({ level: `l${i + 1}`, value }));
const aggregationRubric = (over: Record<string, unknown> = {}) => ({
  component_id: 'ar',
  type: 'assessment_rubric',
  label: 'Auto',
  rubric_id: 'r',
  assign_mode: 'aggregation',
  components_mapping: { c1: ['q1', 'q2'] },
  aggregation_config: { range: { c1: range(0, 3, 7) } },
  ...over,
});
const placed = (...configs: Record<string, unknown>[]): PlacedComponent[] =>
  configs.map((config, j) => ({ at: `c.${j}`, config }));

describe('scoring by aggregation in a template (spec 1 §3, §4, §5; spec 2 §5)', () => {
  it('takes a rubric mapped to the template’s choice components with valid level points', () => {
    expect(templateAggregationErrors(placed(radio, checkbox, aggregationRubric()), rubricOf)).toEqual({});
  });

  it('lets one component use aggregation, the second refused (spec 1 §4: the chooser hides for it)', () => {
    const errors = templateAggregationErrors(
      placed(
        { component_id: 's1', type: 'scoring', label: 'S1', assign_mode: 'aggregation' },
        { component_id: 's2', type: 'scoring', label: 'S2', assign_mode: 'aggregation' },
        radio,
        aggregationRubric({
          components_mapping: { c1: ['q1'] },
          aggregation_config: { range: { c1: range(0, 1, 3) } },
        }),
      ),
      rubricOf,
    );
    expect(errors).toEqual({
      'c.1.assign_mode': 'templates.aggregation.taken',
      'c.3.assign_mode': 'templates.aggregation.taken',
    });
  });

  it('keeps aggregation to the assessment panel: not a rubric shown in the work (spec 1 §6)', () => {
    const errors = templateAggregationErrors(
      placed(radio, aggregationRubric({ type: 'rubric', components_mapping: { c1: ['q1'] } })),
      rubricOf,
    );
    expect(errors['c.1.assign_mode']).toBe('templates.aggregation.assessment_only');
  });

  it('refuses a mapping that names a criterion or component that does not exist, or one that is not a choice', () => {
    const errors = templateAggregationErrors(
      placed(
        radio,
        { component_id: 't', type: 'textarea', label: 'T' },
        aggregationRubric({
          components_mapping: { c1: ['q1', 'gone'], c2: ['t'], c9: ['q1'] },
          aggregation_config: { range: { c1: range(0, 1, 2), c9: range(0, 1, 2) } },
        }),
      ),
      rubricOf,
    );
    expect(errors).toEqual({
      'c.2.components_mapping.c1': 'templates.aggregation.component_unknown',
      'c.2.components_mapping.c2': 'templates.aggregation.component_unknown',
      'c.2.components_mapping.c9': 'templates.aggregation.criterion_unknown',
      'c.2.aggregation_config.range.c9': 'templates.aggregation.criterion_unknown',
    });
  });

  it.each<[string, unknown, string | { key: string; params: { maximum: number } }]>([
    [
      'decreasing points',
      { c1: range(0, 5, 4) },
      { key: 'templates.aggregation.range_invalid', params: { maximum: 7 } },
    ],
    [
      'points above the maximum',
      { c1: range(0, 3, 8) },
      { key: 'templates.aggregation.range_invalid', params: { maximum: 7 } },
    ],
    [
      'a blank level',
      { c1: range(0, null, 7) },
      { key: 'templates.aggregation.range_invalid', params: { maximum: 7 } },
    ],
    [
      'a negative level',
      { c1: range(-1, 3, 7) },
      { key: 'templates.aggregation.range_invalid', params: { maximum: 7 } },
    ],
    ['a level missing', { c1: range(0, 3) }, 'templates.aggregation.range_levels'],
    ['no points at all', {}, 'templates.aggregation.range_levels'],
    [
      'levels out of the rubric’s order',
      {
        c1: [
          { level: 'l2', value: 0 },
          { level: 'l1', value: 3 },
          { level: 'l3', value: 7 },
        ],
      },
      'templates.aggregation.range_levels',
    ],
  ])('refuses %s on the criterion’s range', (_what, ranges, error) => {
    const errors = templateAggregationErrors(
      placed(radio, checkbox, aggregationRubric({ aggregation_config: { range: ranges } })),
      rubricOf,
    );
    expect(errors).toEqual({ 'c.2.aggregation_config.range.c1': error });
  });

  it('leaves a rubric it cannot read to the rubric rule', () => {
    expect(templateAggregationErrors(placed(aggregationRubric({ rubric_id: 'missing' })), rubricOf)).toEqual({});
  });

  it('words each refusal in English and Spanish', () => {
    expect(message('templates.aggregation.taken', 'en')).toBe(
      'Only one component can be scored by aggregation (Auto Score).',
    );
    expect(message('templates.aggregation.range_invalid', 'es', { maximum: 7 })).toBe(
      'Los puntos de los niveles no pueden disminuir ni superar el máximo del criterio (7).',
    );
  });
});

describe('the pieces the editor builds the mapping from', () => {
  it('reads a choice component’s maximum: the highest option of a radio, the sum of a checkbox’s (spec 1 §9)', () => {
    expect(choiceConfigMaximum(radio)).toBe(3);
    expect(choiceConfigMaximum(checkbox)).toBe(4);
    expect(choiceConfigMaximum({ type: 'textarea' })).toBe(0);
  });

  it('starts a newly mapped criterion’s levels spread from 0 to its maximum, valid as they come', () => {
    expect(defaultAggregationRange(['a', 'b', 'c', 'd'], 3)).toEqual([
      { level: 'a', value: 0 },
      { level: 'b', value: 1 },
      { level: 'c', value: 2 },
      { level: 'd', value: 3 },
    ]);
    expect(defaultAggregationRange(['a', 'b', 'c'], 7).map((entry) => entry.value)).toEqual([0, 3, 7]);
    expect(defaultAggregationRange(['a'], 5)).toEqual([{ level: 'a', value: 0 }]);
  });

  it('drops criteria mapped to nothing and the points of criteria not mapped', () => {
    expect(
      normalisedAggregation({
        components_mapping: { c1: ['q1'], c2: [] },
        aggregation_config: { range: { c1: range(0, 1, 3), c2: range(0, 0, 0) } },
      }),
    ).toEqual({ components_mapping: { c1: ['q1'] }, aggregation_config: { range: { c1: range(0, 1, 3) } } });
    expect(normalisedAggregation({})).toEqual({ components_mapping: {} });
  });
});

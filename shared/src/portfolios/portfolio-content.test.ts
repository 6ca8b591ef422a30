import { describe, expect, it } from '@jest/globals';
import {
  checkContentWrite,
  componentModes,
  componentsToValidate,
  hasDateError,
  portfolioComponent,
  type PortfolioComponent,
} from './portfolio-content';

const components: PortfolioComponent[] = [
  { component_id: 'text-1', type: 'textarea', label: 'Rationale', min_word_count: '5' },
  { component_id: 'date-1', type: 'date_selection', label: 'Date' },
  { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
  { component_id: 'title-1', type: 'title', label: '' },
  {
    component_id: 'hidden-1',
    type: 'textfield',
    label: 'Hidden',
    permissions: { inherit: false, roles: { submitter: { in_preparation: 'invisible' } } },
  },
];

describe('a stored configuration read as a portfolio component', () => {
  it('keeps what the rules need and refuses what is not a component', () => {
    expect(
      portfolioComponent({
        component_id: 'a',
        type: 'textarea',
        label: 'A',
        optional: true,
        min_word_count: '3',
        maximum: 4,
      }),
    ).toEqual({
      component_id: 'a',
      type: 'textarea',
      label: 'A',
      optional: true,
      permissions: undefined,
      min_word_count: '3',
      maximum: 4,
    });
    expect(portfolioComponent({ component_id: 'a', type: 'nope' })).toBeNull();
    expect(portfolioComponent({ type: 'textarea' })).toBeNull();
    expect(portfolioComponent({ component_id: 'b', type: 'title' })).toMatchObject({ label: '', optional: false });
  });
});

describe('what a save may write (spec 1 §3–5)', () => {
  const modes = componentModes(components, { role: 'submitter', state: 'in_preparation' });

  it('derives each component’s mode for the writer', () => {
    expect(modes).toEqual({
      'text-1': 'editable',
      'date-1': 'editable',
      'feedback-1': 'invisible',
      'title-1': 'editable',
      'hidden-1': 'invisible',
    });
    expect(
      componentModes(components, { role: 'submitter', state: 'in_preparation', activityStatus: 'closed' })['text-1'],
    ).toBe('visible');
  });

  it('parses each editable component by its kind', () => {
    const { contents, errors } = checkContentWrite(components, modes, {
      'text-1': { content: 'Some words' },
      'date-1': { content: '2030-02-01' },
    });
    expect(errors).toEqual({});
    expect(contents).toEqual({ 'text-1': { content: 'Some words' }, 'date-1': { content: '2030-02-01' } });
  });

  it('refuses unknown, read-only and invisible components and bad contents, keyed by component', () => {
    const { contents, errors } = checkContentWrite(components, modes, {
      ghost: { content: 'x' },
      'feedback-1': { content: 'not mine' },
      'hidden-1': { content: 'x' },
      'date-1': { content: '13/45/2030' },
      'text-1': { content: 5 },
    });
    expect(contents).toEqual({});
    expect(errors).toEqual({
      ghost: { key: 'portfolios.component_unknown' },
      'feedback-1': { key: 'portfolios.component_read_only' },
      'hidden-1': { key: 'portfolios.component_read_only' },
      'date-1': { key: 'components.date.invalid' },
      'text-1': { key: 'system.field_invalid' },
    });
  });

  it('passes a zod bound on with its parameter', () => {
    const assessorModes = componentModes(components, { role: 'supervisor_assessor', state: 'in_assessment' });
    const { errors } = checkContentWrite(components, assessorModes, { 'feedback-1': { content: 'x'.repeat(3001) } });
    expect(errors['feedback-1']).toEqual({ key: 'system.field_too_long', params: { max: 3000 } });
  });

  it('finds a date error among the fields a save names (it blocks auto-save, spec 1 §4)', () => {
    expect(hasDateError(components, { 'date-1': { content: 'soon' } })).toBe(true);
    expect(hasDateError(components, { 'date-1': { content: '2030-01-01' } })).toBe(false);
    expect(hasDateError(components, { 'text-1': { content: 'soon' } })).toBe(false);
    expect(hasDateError(components, { 'date-1': null })).toBe(false);
  });
});

describe('what a submit checks (spec 1 §5)', () => {
  it('checks the interactive components the submitter fills in, not static or invisible ones', () => {
    const modes = componentModes(components, { role: 'submitter', state: 'in_preparation' });
    expect(
      componentsToValidate([...components, { component_id: 's', type: 'scoring', label: 'S', maximum: 10 }], {
        ...modes,
        s: 'editable',
      }),
    ).toEqual([
      { component_id: 'text-1', type: 'textarea', optional: undefined, min_word_count: '5' },
      { component_id: 'date-1', type: 'date_selection', optional: undefined },
      { component_id: 's', type: 'scoring', optional: undefined, maximum: 10 },
    ]);
  });
});

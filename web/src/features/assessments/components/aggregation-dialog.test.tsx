import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUBRIC_AGGREGATION_MODAL_DELAY_MS, rubricAggregation, type Rubric } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { AggregationButton } = await import('./aggregation-dialog');

const rubric = {
  id: 'rub',
  title: 'Lesson plan',
  levels: [
    { id: 'l1', name: 'Beginning' },
    { id: 'l2', name: 'Proficient' },
  ],
  criterias: [{ id: 'c1', name: 'Planning', description: '' }],
} as unknown as Rubric;
const radio = {
  component_id: 'q',
  type: 'radio_button',
  label: 'Confidence',
  button_options: [
    { id: 1, value: 'Low', points: 1 },
    { id: 2, value: 'High', points: 3 },
  ],
};
const config = (values: number[]) => ({
  component_id: 'r',
  type: 'assessment_rubric',
  assign_mode: 'aggregation',
  components_mapping: { c1: ['q'] },
  aggregation_config: { range: { c1: values.map((value, index) => ({ level: `l${index + 1}`, value })) } },
});

function render(values: number[], answer: number | null, state: 'unstarted' | 'ready' | 'finished') {
  const filled: string[] = [];
  renderWithApp(
    <AggregationButton
      label="Auto rubric"
      rubric={rubric}
      criteria={rubricAggregation(config(values), {
        revisionComponents: [radio],
        revisionContent: answer === null ? {} : { q: { answer } },
      })}
      state={state}
      componentLabel={(id) => (id === 'q' ? 'Confidence' : id)}
      pending={false}
      onFill={() => {
        filled.push('r');
        return Promise.resolve(true);
      }}
    />,
    { currentUser: currentUserOf(['faculty']) },
  );
  return filled;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const openModal = async () => {
  await user().click(screen.getByRole('button', { name: 'Rubric aggregation: Auto rubric' }));
  // Still on its way just before the delay (spec 1 §9: 500 ms), there at it: fake timers, nothing waits.
  act(() => jest.advanceTimersByTime(RUBRIC_AGGREGATION_MODAL_DELAY_MS - 1));
  expect(screen.queryByRole('dialog')).toBeNull();
  screen.getByText('Opening the rubric aggregation…');
  act(() => jest.advanceTimersByTime(1));
  return screen.findByRole('dialog', { name: 'Rubric aggregation: Auto rubric' });
};

describe('the rubric aggregation modal (spec 1 §2, §4–5)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens 500 ms after its button, shows the mapped score and the level reached, and fills when ready', async () => {
    const filled = render([0, 2], 2, 'ready');
    screen.getByText('Ready to auto-fill from the mapped answers.');
    const dialog = await openModal();
    expect(dialog).toHaveTextContent('Mapped components: Confidence');
    expect(dialog).toHaveTextContent('Mapped answers: 3 of 3 points');
    expect(screen.getByRole('row', { name: /Proficient/ })).toHaveAttribute('aria-current', 'true');
    await user().click(screen.getByRole('button', { name: 'Fill the rubric' }));
    expect(filled).toEqual(['r']);
    // Filled and saved: the modal closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks level points that decrease or exceed the criterion maximum invalid and disables Fill', async () => {
    render([2, 1], 1, 'ready');
    await openModal();
    screen.getByText(/Invalid level points: they must not decrease/);
    expect(screen.getAllByRole('cell', { name: 'Invalid' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fill the rubric' })).toBeDisabled();
  });

  it('cannot fill before any mapped component is answered (unstarted)', async () => {
    render([0, 2], null, 'unstarted');
    await openModal();
    screen.getByText('Mapped answers: nothing answered yet, out of 3 points');
    expect(screen.getByRole('button', { name: 'Fill the rubric' })).toBeDisabled();
  });
});

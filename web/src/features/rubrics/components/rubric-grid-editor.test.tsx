import { describe, expect, it, jest } from '@jest/globals';
import { useReducer } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSignedIn } from '../../../test/signed-in';
import { draftReducer, newDraft, type RubricDraft } from '../utils/rubric-draft';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { RubricGridEditor } = await import('./rubric-grid-editor');

function named(): RubricDraft {
  const draft = newDraft();
  return {
    ...draft,
    levels: [
      { id: 'level-1', name: 'Low' },
      { id: 'level-2', name: 'High' },
    ],
    criteria: [
      { id: 'criterion-1', name: 'Aim', description: '', weight: '1' },
      { id: 'criterion-2', name: 'Plan', description: '', weight: '1' },
    ],
  };
}

function Harness({ announce }: { announce: (text: string) => void }) {
  const [draft, dispatch] = useReducer(draftReducer, undefined, named);
  return <RubricGridEditor draft={draft} dispatch={dispatch} errorOf={() => undefined} announce={announce} />;
}

function render() {
  const announce = jest.fn<(text: string) => void>();
  renderWithApp(<Harness announce={announce} />);
  return { announce, user: userEvent.setup() };
}

describe('the grid editor from the keyboard (issue 9: reorder rows and columns, each move announced)', () => {
  it('Alt+ArrowDown in a criterion’s name moves its row, says so, and keeps the focus in the moved name', async () => {
    const { announce, user } = render();
    await user.click(screen.getByLabelText('Criterion 1 name'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByLabelText('Criterion 2 name')).toHaveValue('Aim');
    expect(screen.getByLabelText('Criterion 1 name')).toHaveValue('Plan');
    expect(announce).toHaveBeenLastCalledWith('Aim moved to row 2 of 2.');
    expect(screen.getByLabelText('Criterion 2 name')).toHaveFocus();
    // Past the end: nothing moves, nothing is said.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('Alt+ArrowLeft in a level’s name moves the column with its cells', async () => {
    const { announce, user } = render();
    await user.clear(screen.getByLabelText('Points for Aim at High'));
    await user.type(screen.getByLabelText('Points for Aim at High'), '4');
    await user.click(screen.getByLabelText('Level 2 name'));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByLabelText('Level 1 name')).toHaveValue('High');
    expect(screen.getByLabelText('Level 1 name')).toHaveFocus();
    expect(announce).toHaveBeenLastCalledWith('High moved to column 1 of 2.');
    // The cell travelled with its column.
    const cells = screen.getAllByLabelText(/^Points for Aim at /);
    expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['4', '0']);
  });

  it('the move buttons do the same with the mouse, and the focus follows the moved row', async () => {
    const { announce, user } = render();
    await user.click(screen.getByRole('button', { name: 'Move Plan up' }));
    expect(screen.getByLabelText('Criterion 1 name')).toHaveValue('Plan');
    expect(announce).toHaveBeenLastCalledWith('Plan moved to row 1 of 2.');
    // "Move up" is now disabled on the first row: the focus goes to its name instead.
    expect(screen.getByLabelText('Criterion 1 name')).toHaveFocus();
  });

  it('adds a level and a criterion, focusing the new name, and removes one with its announcement', async () => {
    const { announce, user } = render();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(screen.getByLabelText('Level 3 name')).toHaveFocus();
    expect(announce).toHaveBeenLastCalledWith('Level 3 added.');
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(screen.getByLabelText('Criterion 3 name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Aim' }));
    expect(screen.queryByDisplayValue('Aim')).toBeNull();
    expect(announce).toHaveBeenLastCalledWith('Aim removed.');
    expect(screen.getByLabelText('Criterion 1 name')).toHaveValue('Plan');
  });
});

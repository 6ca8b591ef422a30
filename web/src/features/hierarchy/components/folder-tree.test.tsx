import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, type HierarchyNode } from '@tessera/shared';
import { ApiError } from '../../../lib/api-error';
import { renderWithApp } from '../../../test/render';
import { FolderTree, type FolderTreeProps } from './folder-tree';

const node = (id: string, text: string, parent: string | null, path: string[]): HierarchyNode => ({
  id,
  text,
  parent,
  path,
  state: 'active',
  platform_mountable_type: 'folder',
  node_authority: true,
  child_authority: parent !== null,
});

const UNI = node('uni', 'Demo University', null, ['uni']);
const EDU = node('edu', 'Education', 'uni', ['uni', 'edu']);
const NODES: HierarchyNode[] = [
  UNI,
  EDU,
  node('sci', 'Science', 'uni', ['uni', 'sci']),
  node('bio', 'Biology', 'sci', ['uni', 'sci', 'bio']),
];

function setup(overrides: Partial<FolderTreeProps> = {}, locale: 'en' | 'es' = 'en') {
  const props = {
    nodes: NODES,
    selectedId: 'uni',
    onSelect: jest.fn<FolderTreeProps['onSelect']>(),
    onCreate: jest.fn<FolderTreeProps['onCreate']>(),
    onRename: jest.fn<FolderTreeProps['onRename']>().mockResolvedValue(undefined),
    onDelete: jest.fn<FolderTreeProps['onDelete']>().mockResolvedValue(undefined),
    ...overrides,
  };
  renderWithApp(<FolderTree {...props} />, { locale });
  const user = userEvent.setup();
  const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });
  return { props, user, item };
}

describe('folder tree (spec 2 §2, §5, §8)', () => {
  it('is an ARIA tree: levels, expanded state, one tab stop on the selected folder', () => {
    const { item } = setup();
    expect(screen.getByRole('tree', { name: 'Folders' })).toBeInTheDocument();
    expect(item('Demo University')).toHaveAttribute('aria-level', '1');
    expect(item('Demo University')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Demo University')).toHaveAttribute('aria-selected', 'true');
    expect(item('Demo University')).toHaveAttribute('tabindex', '0');
    expect(item('Science')).toHaveAttribute('aria-level', '2');
    expect(item('Science')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Science')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('treeitem', { name: /^Biology/ })).toBeNull();
  });

  it('moves with the arrow keys, opens a folder with ArrowRight and selects it with Enter', async () => {
    const { user, item, props } = setup();
    act(() => item('Demo University').focus());
    await user.keyboard('{ArrowDown}');
    expect(item('Education')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(item('Science')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(item('Biology')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onSelect).toHaveBeenCalledWith('bio');
    await user.keyboard('{ArrowLeft}');
    expect(item('Science')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Demo University')).toHaveFocus();
  });

  it('renames inline: F2, a new name and Enter saves the trimmed name', async () => {
    const { user, item, props } = setup();
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '  Teacher Education  {Enter}');
    expect(props.onRename).toHaveBeenCalledWith(EDU, 'Teacher Education');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull());
  });

  it('Escape cancels a rename: nothing is saved and focus returns to the folder', async () => {
    const { user, item, props } = setup();
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await user.clear(input);
    await user.type(input, 'Something else{Escape}');
    expect(props.onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    expect(item('Education')).toHaveFocus();
  });

  it('an empty name reverts to the old name without saving (spec 2 §5)', async () => {
    const { user, item, props } = setup();
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(props.onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    expect(item('Education')).toBeInTheDocument();
  });

  it('rejects a duplicate folder name with "This folder name has been taken." and keeps editing (spec 2 §5, §8)', async () => {
    const { user, item, props } = setup();
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await user.clear(input);
    await user.type(input, 'SCIENCE{Enter}');
    expect(props.onRename).not.toHaveBeenCalled();
    expect(screen.getByText(message('hierarchy.folder.name_taken', 'en'))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it('shows "Can\'t save your update now, please try that later." and the old name when the update fails (spec 2 §8)', async () => {
    const onRename = jest
      .fn<FolderTreeProps['onRename']>()
      .mockRejectedValue(new ApiError(500, 'internal', 'Internal'));
    const { user, item } = setup({ onRename });
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await user.clear(input);
    await user.type(input, 'Pedagogy{Enter}');
    expect(await screen.findByText(message('hierarchy.node.update_failed', 'en'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
    expect(item('Education')).toBeInTheDocument();
  });

  it('shows the duplicate warning when the server refuses the name as taken', async () => {
    const onRename = jest
      .fn<FolderTreeProps['onRename']>()
      .mockRejectedValue(
        new ApiError(409, 'hierarchy.folder.name_taken', message('hierarchy.folder.name_taken', 'en')),
      );
    const { user, item } = setup({ onRename });
    act(() => item('Education').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await user.clear(input);
    await user.type(input, 'Pedagogy{Enter}');
    expect(await screen.findByText(message('hierarchy.folder.name_taken', 'en'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Folder name' })).toBeInTheDocument();
  });

  it('"New folder" offers a name box ("Folder name - N") and creates the folder only when the name is committed', async () => {
    const created = node('new', 'Folder name - 1', 'uni', ['uni', 'new']);
    const onCreate = jest.fn<FolderTreeProps['onCreate']>();
    function Harness() {
      const [nodes, setNodes] = useState(NODES);
      onCreate.mockImplementation(async () => {
        setNodes([...NODES, created]);
        return created;
      });
      return (
        <FolderTree
          nodes={nodes}
          selectedId="uni"
          onSelect={() => undefined}
          onCreate={onCreate}
          onRename={async () => undefined}
          onDelete={async () => undefined}
        />
      );
    }
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const input = screen.getByRole('textbox', { name: 'New folder name' });
    expect(input).toHaveValue('Folder name - 1');
    expect(input).toHaveFocus();
    expect(onCreate).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Law{Enter}');
    expect(onCreate).toHaveBeenCalledWith(UNI, 'Law');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New folder name' })).toBeNull());
  });

  it('Escape on a new folder’s name leaves nothing behind: no folder is created', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New folder name' })).toBeNull();
    expect(props.onCreate).not.toHaveBeenCalled();
    expect(screen.getAllByRole('treeitem')).toHaveLength(3);
  });

  it('a new folder’s name taken by a sibling is refused before anything is created', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const input = screen.getByRole('textbox', { name: 'New folder name' });
    await user.clear(input);
    await user.type(input, 'science{Enter}');
    expect(screen.getByText(message('hierarchy.folder.name_taken', 'en'))).toBeInTheDocument();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('a click on a folder’s name opens it: selected, its subfolders shown', async () => {
    const { user, item, props } = setup();
    await user.click(screen.getByText('Science'));
    expect(props.onSelect).toHaveBeenCalledWith('sci');
    expect(item('Science')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Biology')).toBeInTheDocument();
  });

  it('Enter opens the focused folder as the hint says', async () => {
    const { user, item, props } = setup();
    act(() => item('Science').focus());
    await user.keyboard('{Enter}');
    expect(props.onSelect).toHaveBeenCalledWith('sci');
    expect(item('Biology')).toBeInTheDocument();
  });

  it.each([
    ['uni', 'The top folder of the organization cannot be deleted.'],
    ['sci', 'Delete or move the folders inside it first.'],
  ])('disables Delete on %s with the reason', (selectedId, reason) => {
    setup({ selectedId });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('the Delete key on a folder that cannot be deleted says why instead of asking', async () => {
    const { user, item, props } = setup();
    act(() => item('Science').focus());
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Delete or move the folders inside it first.');
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('the destructive button of the delete confirmation never takes the first focus', async () => {
    const { user, item } = setup({ selectedId: 'edu' });
    act(() => item('Education').focus());
    await user.keyboard('{Delete}');
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('button--destructive');
  });

  it('asks before deleting and reports a refusal in the dialog (spec 2 §8 error modal)', async () => {
    const onDelete = jest
      .fn<FolderTreeProps['onDelete']>()
      .mockRejectedValue(new ApiError(409, 'conflict', 'This folder still holds items.'));
    const { user, item } = setup({ onDelete, selectedId: 'edu' });
    act(() => item('Education').focus());
    await user.keyboard('{Delete}');
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    expect(within(dialog).getByText('Delete the folder “Education”? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(EDU);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This folder still holds items.',
    );
  });

  it('after a confirmed delete, focus moves to the parent folder', async () => {
    const { user, item, props } = setup({ selectedId: 'edu' });
    act(() => item('Education').focus());
    await user.keyboard('{Delete}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete folder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(props.onDelete).toHaveBeenCalledWith(EDU);
    await waitFor(() => expect(item('Demo University')).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches: matching folders show with their ancestors', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search folders' }), 'bio');
    expect(screen.getAllByRole('treeitem').map((element) => element.getAttribute('aria-level'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.queryByRole('treeitem', { name: /^Education/ })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search folders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search folders' }), 'zzz');
    expect(screen.getByText('No folder matches this search.')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    setup({}, 'es');
    expect(screen.getByRole('tree', { name: 'Carpetas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva carpeta' })).toBeInTheDocument();
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-error';
import { renderWithApp } from '../../test/render';
import { useLibraryActions, type LibraryChange, type LibraryItem } from './library-actions';
import { rowActions } from './row-actions';

interface Book extends LibraryItem {
  can_edit: boolean;
  can_accept: boolean;
  can_delete: boolean;
}

const book: Book = {
  id: 'b1',
  title: 'Field Guide',
  version: 3,
  incoming: false,
  transfer: { from_node: { text: 'Science' }, to_node: { text: 'Education' } },
  can_edit: false,
  can_accept: true,
  can_delete: true,
};

/** The feature's sentences: the key and its parameters, so the test sees which sentence was asked for. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${Object.values(params).join(' / ')}` : key;

function Shelf(props: {
  accept: (item: Book, options: { again: boolean }) => Promise<LibraryChange>;
  check: () => Promise<string | null>;
  remove: () => Promise<LibraryChange>;
  reload: () => void;
}) {
  const library = useLibraryActions<Book, 'accept' | 'delete' | 'lend', 'accept' | 'delete', 'delete'>({
    t,
    idPrefix: 'book',
    staleCode: 'books.stale',
    allowed: (item) =>
      rowActions(item, { lend: { after: 'copy', shows: true } }).filter(
        (id): id is 'accept' | 'delete' | 'lend' => id === 'accept' || id === 'delete' || id === 'lend',
      ),
    onReload: props.reload,
    actions: {
      accept: { ask: { again: { code: 'books.confirm_needed', label: 'Accept anyway' } }, run: props.accept },
      delete: { ask: { check: props.check, params: () => ({ pages: 12 }) }, run: props.remove },
      lend: { run: () => Promise.resolve({ message: 'Lent.' }) },
    },
  });
  return (
    <>
      {library.menu(book)}
      {library.dialogs}
    </>
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  screen.getByRole('button', { name: 'actions.menu Field Guide' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const refused = (status: number, code: string, message: string) => new ApiError(status, code, message);

describe('a library row’s actions (ADR 0025)', () => {
  it('offers the lifecycle’s actions the flags allow, in their order, with the feature’s own where they go', () => {
    expect(rowActions(book, { lend: { after: 'copy', shows: true }, hide: { after: 'accept', shows: false } })).toEqual(
      ['accept', 'lend', 'delete'],
    );
    expect(rowActions({ can_edit: true, can_copy: true }, { lend: { after: 'edit', shows: true } })).toEqual([
      'edit',
      'lend',
      'copy',
    ]);
  });

  it('asks again with the server’s sentence when it wants a change confirmed once more, then runs it so', async () => {
    const accept = jest.fn<(item: Book, options: { again: boolean }) => Promise<LibraryChange>>(
      async (_item, { again }) => {
        if (!again) throw refused(409, 'books.confirm_needed', 'Education cannot hold two of its maps.');
        return { message: 'Accepted.' };
      },
    );
    renderWithApp(
      <Shelf accept={accept} check={async () => null} remove={async () => ({ message: '' })} reload={() => {}} />,
    );
    const user = userEvent.setup();
    await choose(user, 'actions.accept');
    const asked = await screen.findByRole('dialog', { name: 'accept.title' });
    expect(asked).toHaveTextContent('accept.confirm Field Guide / Science / Education');
    await user.click(within(asked).getByRole('button', { name: 'actions.accept' }));
    const again = await screen.findByText('Education cannot hold two of its maps.');
    await user.click(
      within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Accept anyway' }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Accepted.');
    expect(accept.mock.calls.map(([, options]) => options.again)).toEqual([false, true]);
  });

  it('checks first: a refusal opens the cannot modal with the server’s sentence and changes nothing', async () => {
    const remove = jest.fn(async () => ({ message: 'Deleted.' }));
    renderWithApp(
      <Shelf
        accept={async () => ({ message: '' })}
        check={async () => 'It is lent out.'}
        remove={remove}
        reload={() => {}}
      />,
    );
    const user = userEvent.setup();
    await choose(user, 'actions.delete');
    const cannot = await screen.findByRole('dialog', { name: 'delete.cannotTitle' });
    expect(within(cannot).getByRole('alert')).toHaveTextContent('It is lent out.');
    await user.click(within(cannot).getByRole('button', { name: 'OK' }));
    expect(remove).not.toHaveBeenCalled();
  });

  it('says why a change was refused, and offers to read the list again when the item changed meanwhile', async () => {
    const reload = jest.fn();
    renderWithApp(
      <Shelf
        accept={async () => ({ message: '' })}
        check={async () => null}
        remove={async () => {
          throw refused(409, 'books.stale', 'Someone changed this book.');
        }}
        reload={reload}
      />,
    );
    const user = userEvent.setup();
    await choose(user, 'actions.delete');
    const asked = await screen.findByRole('dialog', { name: 'delete.title' });
    expect(asked).toHaveTextContent('delete.confirm Field Guide / Science / Education / 12');
    await user.click(within(asked).getByRole('button', { name: 'actions.delete' }));
    const failed = await screen.findByRole('dialog', { name: 'failedTitle' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Someone changed this book.');
    await user.click(within(failed).getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Locale } from '@tessera/shared';
import { renderWithApp } from '../../test/render';
import { stackLayout } from '../../test/stack-layout';
import { DragHandle, SortableBoard, SortableItem, SortableList, type SortablePlace } from './sortable';

const NAMES: Record<string, string> = {
  a: 'Intro',
  b: 'Materials',
  c: 'Score',
  d: 'Feedback',
  p1: 'Page 1',
  p2: 'Page 2',
};

/** The lists' owner: it keeps the order and moves an item where the board says, as the template draft does. */
function Harness({
  start,
  onMove,
}: {
  start: Record<string, string[]>;
  onMove?: (id: string, to: SortablePlace) => void;
}) {
  const [lists, setLists] = useState(start);
  const models = Object.entries(lists).map(([id, items]) => ({ id, items, name: NAMES[id] }));
  return (
    <SortableBoard
      lists={models}
      itemName={(id) => NAMES[id] ?? id}
      onMove={(id, to) => {
        onMove?.(id, to);
        setLists((now) => {
          const without = Object.fromEntries(
            Object.entries(now).map(([key, items]) => [key, items.filter((item) => item !== id)]),
          );
          const target = [...without[to.listId]!];
          target.splice(to.index, 0, id);
          return { ...without, [to.listId]: target };
        });
      }}
    >
      {models.map((list) => (
        <SortableList key={list.id} id={list.id} aria-label={list.name}>
          {list.items.map((item) => (
            <SortableItem key={item} id={item}>
              <DragHandle />
              <span>{NAMES[item]}</span>
            </SortableItem>
          ))}
        </SortableList>
      ))}
    </SortableBoard>
  );
}

const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const press = async (code: string, target: Element = document.activeElement ?? document.body) => {
  act(() => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  });
  // dnd-kit listens for the moving keys from the next task after a pick-up, moves in the next frame and ends
  // the drop's animation after it.
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
};

describe('SortableBoard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stackLayout();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const render = (locale: Locale = 'en', onMove?: (id: string, to: SortablePlace) => void) =>
    renderWithApp(<Harness start={{ p1: ['a', 'b', 'c'], p2: ['d'] }} onMove={onMove} />, { locale });

  it('picks up from the keyboard, moves within a list and drops there, announcing each step', async () => {
    const moves: [string, SortablePlace][] = [];
    render('en', (id, to) => moves.push([id, to]));
    const handle = screen.getByRole('button', { name: 'Move Materials' });
    handle.focus();
    await press('Space', handle);
    expect(screen.getByText(/^Materials picked up\./)).toBeTruthy();
    await press('ArrowUp');
    expect(screen.getByText('Materials moved to position 1 of 3 on Page 1.')).toBeTruthy();
    // Nothing moves in the owner's order until the drop.
    expect(moves).toEqual([]);
    await press('Space');
    expect(screen.getByText('Materials dropped at position 1 of 3 on Page 1.')).toBeTruthy();
    expect(moves).toEqual([['b', { listId: 'p1', index: 0 }]]);
    expect(names('Page 1')).toEqual(['Materials', 'Intro', 'Score']);
  });

  it('moves an item past the end of its list into the next one', async () => {
    render();
    const handle = screen.getByRole('button', { name: 'Move Score' });
    handle.focus();
    await press('Enter', handle);
    await press('ArrowDown');
    expect(screen.getByText('Score moved to position 1 of 2 on Page 2.')).toBeTruthy();
    await press('ArrowDown');
    expect(screen.getByText('Score moved to position 2 of 2 on Page 2.')).toBeTruthy();
    await press('ArrowUp');
    expect(screen.getByText('Score moved to position 1 of 2 on Page 2.')).toBeTruthy();
    await press('Enter');
    expect(names('Page 1')).toEqual(['Intro', 'Materials']);
    expect(names('Page 2')).toEqual(['Score', 'Feedback']);
  });

  it('moves an item up past the start of its list to the end of the one before', async () => {
    render();
    const handle = screen.getByRole('button', { name: 'Move Feedback' });
    handle.focus();
    await press('Space', handle);
    await press('ArrowUp');
    expect(screen.getByText('Feedback moved to position 4 of 4 on Page 1.')).toBeTruthy();
    await press('ArrowUp');
    expect(screen.getByText('Feedback moved to position 3 of 4 on Page 1.')).toBeTruthy();
    await press('Space');
    expect(names('Page 1')).toEqual(['Intro', 'Materials', 'Feedback', 'Score']);
    expect(names('Page 2')).toEqual([]);
  });

  it('puts the item back where it was on Escape, even after it went to another list', async () => {
    const moves: [string, SortablePlace][] = [];
    render('en', (id, to) => moves.push([id, to]));
    const handle = screen.getByRole('button', { name: 'Move Score' });
    handle.focus();
    await press('Space', handle);
    await press('ArrowDown');
    expect(names('Page 2')).toEqual(['Score', 'Feedback']);
    await press('Escape');
    expect(screen.getByText('Score put back where it was.')).toBeTruthy();
    expect(names('Page 1')).toEqual(['Intro', 'Materials', 'Score']);
    expect(names('Page 2')).toEqual(['Feedback']);
    expect(moves.at(-1)).toEqual(['c', { listId: 'p1', index: 2 }]);
  });

  it('speaks Spanish in a Spanish interface', async () => {
    render('es');
    const handle = screen.getByRole('button', { name: 'Mover Materials' });
    handle.focus();
    await press('Space', handle);
    expect(screen.getByText(/^Ha agarrado Materials\./)).toBeTruthy();
    await press('ArrowDown');
    expect(screen.getByText('Materials está ahora en la posición 3 de 3 en Page 1.')).toBeTruthy();
    await press('Escape');
    expect(screen.getByText('Materials ha vuelto a su sitio.')).toBeTruthy();
    expect(names('Page 1')).toEqual(['Intro', 'Materials', 'Score']);
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Locale } from '@tessera/shared';
import { renderWithApp } from '../../test/render';
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

/**
 * jsdom lays nothing out, and dnd-kit finds where an arrow key goes from the items' boxes: each list gets a band
 * 1000 px tall in document order, each of its items a 40 px row in it, so the boxes follow the DOM as a browser
 * stacks them. The drag overlay has the box of the item it stands for.
 */
function stackLayout() {
  const rect = (top: number, height: number) =>
    ({
      top,
      bottom: top + height,
      left: 0,
      right: 300,
      width: 300,
      height,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  const listTop = (list: Element) => [...document.querySelectorAll('ul')].indexOf(list as HTMLUListElement) * 1000;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'UL') return rect(listTop(this), 500);
    const item = this.closest('li') ?? document.querySelector('li.sortable-item--dragging');
    if (!item?.parentElement) return rect(0, 0);
    return rect(listTop(item.parentElement) + 10 + [...item.parentElement.children].indexOf(item) * 50, 40);
  });
}

const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const press = (code: string, target: Element = document.activeElement ?? document.body) => {
  act(() => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  });
  // dnd-kit listens for the moving keys from the next task after a pick-up, and moves in the next frame.
  act(() => {
    jest.runOnlyPendingTimers();
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

  it('picks up from the keyboard, moves within a list and drops there, announcing each step', () => {
    const moves: [string, SortablePlace][] = [];
    render('en', (id, to) => moves.push([id, to]));
    const handle = screen.getByRole('button', { name: 'Move Materials' });
    handle.focus();
    press('Space', handle);
    expect(screen.getByText(/^Materials picked up\./)).toBeTruthy();
    press('ArrowUp');
    expect(screen.getByText('Materials moved to position 1 of 3 on Page 1.')).toBeTruthy();
    // Nothing moves in the owner's order until the drop.
    expect(moves).toEqual([]);
    press('Space');
    expect(screen.getByText('Materials dropped at position 1 of 3 on Page 1.')).toBeTruthy();
    expect(moves).toEqual([['b', { listId: 'p1', index: 0 }]]);
    expect(names('Page 1')).toEqual(['Materials', 'Intro', 'Score']);
  });

  it('moves an item past the end of its list into the next one', () => {
    render();
    const handle = screen.getByRole('button', { name: 'Move Score' });
    handle.focus();
    press('Enter', handle);
    press('ArrowDown');
    expect(screen.getByText('Score moved to position 1 of 2 on Page 2.')).toBeTruthy();
    press('Enter');
    expect(names('Page 1')).toEqual(['Intro', 'Materials']);
    expect(names('Page 2')).toEqual(['Score', 'Feedback']);
  });

  it('puts the item back where it was on Escape, even after it went to another list', () => {
    const moves: [string, SortablePlace][] = [];
    render('en', (id, to) => moves.push([id, to]));
    const handle = screen.getByRole('button', { name: 'Move Score' });
    handle.focus();
    press('Space', handle);
    press('ArrowDown');
    expect(names('Page 2')).toEqual(['Score', 'Feedback']);
    press('Escape');
    expect(screen.getByText('Score put back where it was.')).toBeTruthy();
    expect(names('Page 1')).toEqual(['Intro', 'Materials', 'Score']);
    expect(names('Page 2')).toEqual(['Feedback']);
    expect(moves.at(-1)).toEqual(['c', { listId: 'p1', index: 2 }]);
  });

  it('speaks Spanish in a Spanish interface', () => {
    render('es');
    const handle = screen.getByRole('button', { name: 'Mover Materials' });
    handle.focus();
    press('Space', handle);
    expect(screen.getByText(/^Ha agarrado Materials\./)).toBeTruthy();
    press('ArrowDown');
    expect(screen.getByText('Materials está ahora en la posición 3 de 3 en Page 1.')).toBeTruthy();
    press('Escape');
    expect(screen.getByText('Materials ha vuelto a su sitio.')).toBeTruthy();
    expect(names('Page 1')).toEqual(['Intro', 'Materials', 'Score']);
  });
});

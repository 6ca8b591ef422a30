import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../../test/render';
import { Combobox } from './combobox';
import { ANNOUNCE_CLEAR_MS } from './toast';

interface Fruit {
  id: string;
  name: string;
}
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Apricot' },
  { id: 'c', name: 'Banana' },
];

/** A combobox over FRUITS filtered by the text typed; `status` is what the caller would say about them. */
function Harness({ onSelect = () => undefined, status }: { onSelect?: (fruit: Fruit) => void; status?: string }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Fruit | null>(null);
  const items = FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(text.toLowerCase()));
  return (
    <>
      <Combobox
        label="Fruit"
        hint="Type part of its name."
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (chosen && next !== chosen.name) setChosen(null);
        }}
        items={items}
        itemKey={(fruit) => fruit.id}
        itemText={(fruit) => fruit.name}
        selectedKey={chosen?.id ?? null}
        onSelect={(fruit) => {
          setChosen(fruit);
          onSelect(fruit);
        }}
        status={status ?? (items.length === 0 ? 'No fruit matches.' : undefined)}
        countText={(count) => `${count} fruits to choose from.`}
        maxLength={100}
      />
      <p data-testid="chosen">{chosen?.name ?? 'none'}</p>
      <button type="button">After</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Fruit' });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

afterEach(() => {
  jest.useRealTimers();
});

describe('combobox (WAI-ARIA APG combobox with list autocomplete)', () => {
  it('is a labelled combobox that controls a listbox of options once it opens, with its hint and limit', async () => {
    renderWithApp(<Harness />);
    const box = input();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('maxlength', '100');
    expect(box).toHaveAccessibleDescription('Type part of its name.');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.setup().type(box, 'ap');
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apple', 'Apricot']);
    // Typing does not pick an option by itself (no automatic selection).
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
  });

  it('moves through the options with the arrow keys (wrapping), keeps the focus in the input, and chooses with Enter', async () => {
    const onSelect = jest.fn();
    renderWithApp(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Apple');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Apple');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Banana');
    expect(
      screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    expect(input()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(FRUITS[2]);
    expect(input()).toHaveValue('Banana');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Banana');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    // Reopened, the list starts at the chosen option, which carries the check mark.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Banana');
  });

  it('opens on ArrowUp at the last option and on Alt+ArrowDown without moving', async () => {
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toBeNull();
  });

  it('closes with Escape keeping the text, and a second Escape clears it', async () => {
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.type(input(), 'ban');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveValue('ban');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('leaves with Tab without choosing', async () => {
    const onSelect = jest.fn();
    renderWithApp(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.type(input(), 'a');
    await user.keyboard('{ArrowDown}{Tab}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('chooses an option with the pointer, the focus staying in the input; the button shows every option', async () => {
    renderWithApp(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the choices for Fruit' }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'Apricot' }));
    expect(input()).toHaveValue('Apricot');
    expect(input()).toHaveFocus();
    expect(screen.getByTestId('chosen')).toHaveTextContent('Apricot');
    // Editing the text forgets the choice (the caller's rule).
    await user.type(input(), 'x');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('announces how many options there are, or the status, and empties the announcement after 500 ms', async () => {
    jest.useFakeTimers();
    renderWithApp(<Harness />);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const live = screen.getAllByRole('status').find((region) => region.closest('.combobox')) as HTMLElement;
    expect(live).toBeEmptyDOMElement();
    await user.type(input(), 'ap');
    expect(live).toHaveTextContent('2 fruits to choose from.');
    act(() => jest.advanceTimersByTime(ANNOUNCE_CLEAR_MS));
    expect(live).toBeEmptyDOMElement();
    await user.type(input(), 'zz');
    // No options: the status is shown in the popup and announced.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(live).toHaveTextContent('No fruit matches.');
    expect(screen.getByText('No fruit matches.', { selector: '.combobox__status' })).toBeInTheDocument();
  });

  it('shows a status beside the options (more matches than shown)', async () => {
    renderWithApp(<Harness status="Type more of the name." />);
    await userEvent.setup().type(input(), 'a');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByText('Type more of the name.', { selector: '.combobox__status' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Disclosure } from './disclosure';

function setup() {
  render(
    <MemoryRouter>
      <Disclosure label="Apps">{() => <a href="/a">First</a>}</Disclosure>
      <button type="button">After</button>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Apps' }) };
}

describe('disclosure (keyboard)', () => {
  it('opens with Enter, closes with Escape and returns focus to its button', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus tabs out of it', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

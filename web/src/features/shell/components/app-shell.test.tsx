import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Role } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { renderWithApp } from '../../../test/render';
import { AppShell } from './app-shell';

function renderShell(roles: Role[], path: string, locale: 'en' | 'es' = 'en') {
  renderWithApp(
    <AppShell user={currentUserOf(roles)} userPanel={() => null}>
      <p>page</p>
    </AppShell>,
    { path, locale },
  );
  return screen.getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : 'Navegación principal' });
}

describe('the shell’s administration tabs follow the route (spec 1 §2)', () => {
  it('gives admins an Organization tab beside Terms, current on /settings/organization', () => {
    const nav = renderShell(['admin'], '/settings/organization');
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => ['Hierarchy', 'Terms', 'Organization'].includes(link.textContent ?? ''));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hierarchy', '/hierarchy/statement'],
      ['Terms', '/settings/term-creation'],
      ['Organization', '/settings/organization'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Terms' })).not.toHaveAttribute('aria-current');
  });

  it('gives admins an Imports tab, current on every /import page and not on the hierarchy (spec 2 §2)', () => {
    const nav = renderShell(['admin'], '/import/import-hierarchy');
    expect(within(nav).getByRole('link', { name: 'Imports' })).toHaveAttribute('href', '/import/users');
    expect(within(nav).getByRole('link', { name: 'Imports' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hierarchy' })).not.toHaveAttribute('aria-current');
  });

  it('names it in Spanish', () => {
    const nav = renderShell(['root_admin'], '/settings/term-creation', 'es');
    expect(within(nav).getByRole('link', { name: 'Organización' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Periodos' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no administration tab to anyone else', () => {
    const nav = renderShell(['faculty'], '/via/inprogress');
    expect(within(nav).queryByRole('link', { name: 'Organization' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Terms' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Imports' })).toBeNull();
  });
});

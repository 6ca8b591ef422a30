import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Locale } from '@tessera/shared';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
import { SEARCH_WIDTH_PX } from '../utils/search-location';
import { SearchBox } from './search-box';

function setup(path: string, locale: Locale = 'en') {
  const result = renderWithApp(<SearchBox />, { path, locale });
  const location = () => `${result.probe.location.pathname}${result.probe.location.search}`;
  const go = (to: string) =>
    act(async () => {
      await result.probe.navigate(to);
    });
  return { ...result, location, go, user: userEvent.setup() };
}

describe('search box (spec 1 §2)', () => {
  it('starts collapsed and opens to a 150 px wide search field that takes focus', async () => {
    const { user } = setup('/via/inprogress');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(SEARCH_WIDTH_PX).toBe(150);
    expect(input).toHaveStyle({ width: '150px' });
  });

  it('submitting goes to /{section}/search?q=…&category=…', async () => {
    const { user, location } = setup('/via/inprogress');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'reflective essay{Enter}');
    expect(location()).toBe('/via/search?q=reflective+essay&category=all');
  });

  it('keeps the category of the current search route', async () => {
    const { user, location } = setup('/portfolios/search?q=old&category=showcase');
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('old');
    await user.clear(input);
    await user.type(input, 'new{Enter}');
    expect(location()).toBe('/portfolios/search?q=new&category=showcase');
  });

  it('clearing returns to /{section}/all', async () => {
    const { user, location } = setup('/portfolios/search?q=essay&category=all');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/portfolios/all');
  });

  it('offers one clear control and no internal words, in the reader’s language', async () => {
    const { user } = setup('/via/search?q=essay&category=all', 'es');
    const form = screen.getByRole('search', { name: 'Buscar' });
    expect(within(form).getAllByRole('button', { name: /borrar|clear/i })).toHaveLength(1);
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Buscar', 'Borrar la búsqueda']);
    // The browser's own × of a search field is hidden by the stylesheet; the field keeps its query.
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('essay');
    await user.click(within(form).getByRole('button', { name: 'Borrar la búsqueda' }));
  });

  it('collapses when the route changes', async () => {
    const { user, go } = setup('/via/inprogress');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'draft');
    await go('/via/academics');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the new route’s path contains /search', async () => {
    const { user, go } = setup('/via/inprogress');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await go('/via/search?q=draft&category=all');
    expect(screen.getByRole('searchbox')).toHaveValue('draft');
    await go('/portfolios/search?q=other&category=all');
    expect(screen.getByRole('searchbox')).toHaveValue('other');
  });

  it('Escape closes the open field outside search routes', async () => {
    const { user } = setup('/via/inprogress');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

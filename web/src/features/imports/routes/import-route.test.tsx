import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { IMPORT_KINDS } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { serveRoutes } from '../../../test/serve-routes';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ImportRoute } = await import('./import-route');
const { IMPORT_PAGES, builtKind } = await import('../utils/import-pages');

const routes = (
  <Routes>
    <Route path="/import" element={<ImportRoute />} />
    <Route path="/import/:page" element={<ImportRoute />} />
  </Routes>
);

describe('the import pages (spec 2 §2 Imports)', () => {
  it('names a page for each of the spec’s routes, and a page built for a kind exactly when shared imports it', () => {
    expect(IMPORT_PAGES).toEqual([
      'users',
      'import-hierarchy',
      'group-templates',
      'groups',
      'memberships',
      'academic-data',
      'terms',
    ]);
    for (const page of IMPORT_PAGES) {
      expect(builtKind(page)).toBe((IMPORT_KINDS as readonly string[]).includes(page) ? page : null);
    }
  });

  it.each(['/import', '/import/nothing'])('opens users, the default page, for %s', async (path) => {
    const { probe } = renderWithApp(routes, { path });
    await waitFor(() => expect(probe.location.pathname).toBe('/import/users'));
    const tabs = screen.getByRole('navigation', { name: 'Import types' });
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a page whose kind is not built yet is not available, and which are', () => {
    const waiting = IMPORT_PAGES.find((page) => builtKind(page) === null);
    if (!waiting) return; // every kind is built: no page waits
    renderWithApp(routes, { path: `/import/${waiting}` });
    expect(screen.getByRole('heading', { level: 2, name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('File to import')).toBeNull();
    expect(screen.getByText(/is not available yet\. .*Available now: .*Terms/)).toBeInTheDocument();
  });

  it('offers a built kind’s columns, its template and its upload', async () => {
    serveRoutes({ 'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }) });
    renderWithApp(routes, { path: '/import/terms' });
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Required: code (or term_id, term_code), name, start_date, end_date')).toBeInTheDocument();
    expect(screen.getByText('Optional: include_academic_data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeInTheDocument();
    expect(screen.getByLabelText('File to import')).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { IMPORT_KINDS, type HierarchyNode } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { serveRoutes } from '../../../test/serve-routes';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ImportRoute } = await import('./import-route');
const { IMPORT_PAGES, builtKind, folderTarget } = await import('../utils/import-pages');

const ADMIN = currentUserOf(['admin']);
const ROOT_ADMIN = currentUserOf(['root_admin']);

const node = (id: string, text: string, path: string[], authority: boolean): HierarchyNode => ({
  id,
  text,
  parent: path.length > 1 ? path[path.length - 2]! : null,
  path,
  state: 'active',
  platform_mountable_type: 'folder',
  node_authority: authority,
  child_authority: authority && path.length > 1,
});

/** A tree the admin reaches: the top folder (read only), and the college and its program they administer. */
const TREE = [
  node('01JNODE0000000000000000001', 'State University', ['01JNODE0000000000000000001'], false),
  node(
    '01JNODE0000000000000000002',
    'College of Education',
    ['01JNODE0000000000000000001', '01JNODE0000000000000000002'],
    true,
  ),
  node(
    '01JNODE0000000000000000003',
    'Teaching Program',
    ['01JNODE0000000000000000001', '01JNODE0000000000000000002', '01JNODE0000000000000000003'],
    true,
  ),
];

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
    const { probe } = renderWithApp(routes, { path, currentUser: ADMIN });
    await waitFor(() => expect(probe.location.pathname).toBe('/import/users'));
    const tabs = screen.getByRole('navigation', { name: 'Import types' });
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a page whose kind is not built yet is not available, and which are', () => {
    const waiting = IMPORT_PAGES.find((page) => builtKind(page) === null);
    if (!waiting) return; // every kind is built: no page waits
    renderWithApp(routes, { path: `/import/${waiting}`, currentUser: ADMIN });
    expect(screen.getByRole('heading', { level: 2, name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('File to import')).toBeNull();
    expect(screen.getByText(/is not available yet\. .*Available now: .*Terms/)).toBeInTheDocument();
  });

  it('offers a built kind’s columns, its template and its upload', async () => {
    serveRoutes({ 'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }) });
    renderWithApp(routes, { path: '/import/terms', currentUser: ADMIN });
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Required: code (or term_id, term_code), name, start_date, end_date')).toBeInTheDocument();
    expect(screen.getByText('Optional: include_academic_data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeInTheDocument();
    expect(screen.getByLabelText('File to import')).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
  });

  it('reads which pages run on a folder from the one registry (IMPORT_KIND_TARGETS)', () => {
    expect(IMPORT_PAGES.map((page) => [page, builtKind(page) ? folderTarget(builtKind(page)!) : null])).toEqual([
      ['users', null],
      ['import-hierarchy', 'tree'],
      ['group-templates', 'node'],
      ['groups', 'node'],
      ['memberships', 'node'],
      ['academic-data', null],
      ['terms', null],
    ]);
  });

  it('asks a folder kind for a folder the admin administers, keeps it in the URL and sends nothing without it', async () => {
    const fetchMock = serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
      'GET /api/hierarchy': () => jsonResponse(200, { nodes: TREE }),
    });
    const { probe } = renderWithApp(routes, { path: '/import/group-templates', currentUser: ADMIN });
    const folder = await screen.findByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(folder).toBeEnabled());
    expect(
      within(folder)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a folder', 'College of Education', '— Teaching Program']);
    expect(folder).toHaveAccessibleDescription('The file is imported into this folder: one you administer.');

    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File to import'),
      new File(['code,name\nEDU1,One'], 'courses.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(folder).toHaveAccessibleDescription(/Choose the folder this file is imported into\./);
    expect(folder).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/imports/presigned-url'))).toBe(false);

    await user.selectOptions(folder, '01JNODE0000000000000000003');
    await waitFor(() => expect(probe.location.search).toBe('?node=01JNODE0000000000000000003'));
    expect(folder).toHaveValue('01JNODE0000000000000000003');
    expect(folder).not.toHaveAccessibleDescription(/Choose the folder/);
  });

  it('takes a folder from the URL only when the admin administers it', async () => {
    serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
      'GET /api/hierarchy': () => jsonResponse(200, { nodes: TREE }),
    });
    renderWithApp(routes, { path: '/import/groups?node=01JNODE0000000000000000001', currentUser: ADMIN });
    const folder = await screen.findByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(folder).toBeEnabled());
    expect(folder).toHaveValue('');
  });

  it('lets a root admin import the hierarchy over the whole tree, and another admin only within a folder', async () => {
    serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
      'GET /api/hierarchy': () => jsonResponse(200, { nodes: TREE }),
    });
    const root = renderWithApp(routes, { path: '/import/import-hierarchy', currentUser: ROOT_ADMIN });
    const folder = await screen.findByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(folder).toBeEnabled());
    expect(within(folder).getAllByRole('option')[0]).toHaveTextContent('The whole hierarchy');
    root.unmount();

    renderWithApp(routes, { path: '/import/import-hierarchy', currentUser: ADMIN });
    const theirs = await screen.findByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(theirs).toBeEnabled());
    expect(within(theirs).getAllByRole('option')[0]).toHaveTextContent('Choose a folder');
    expect(theirs).toHaveAccessibleDescription('The file’s paths must lie within this folder: one you administer.');
  });

  it('asks no folder of an organisation kind', async () => {
    serveRoutes({ 'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }) });
    renderWithApp(routes, { path: '/import/users', currentUser: ADMIN });
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Folder' })).toBeNull();
  });
});

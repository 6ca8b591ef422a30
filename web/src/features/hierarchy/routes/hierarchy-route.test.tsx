import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { message, type HierarchyNode } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import type { NodePanels } from './hierarchy-route';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { HierarchyRoute } = await import('./hierarchy-route');

const node = (id: string, text: string, parent: string | null, path: string[]): HierarchyNode => ({
  id,
  text,
  parent,
  path,
  state: 'active',
  platform_mountable_type: 'folder',
  node_authority: true,
  child_authority: true,
});
const NODES = [node('uni', 'Demo University', null, ['uni']), node('sci', 'Science', 'uni', ['uni', 'sci'])];

function serve(routes: Record<string, () => Response>) {
  const fetchMock = jest.fn(async (url: string) => {
    const answer = routes[url.split('?')[0] as string];
    return answer ? answer() : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderAt(path: string, locale: 'en' | 'es' = 'en', panels: NodePanels = {}) {
  return renderWithApp(
    <Routes>
      <Route path="hierarchy/*" element={<HierarchyRoute panels={panels} />} />
    </Routes>,
    { path, locale },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('hierarchy screen (spec 2 §2)', () => {
  it('shows "No Permission" when the tree cannot be loaded', async () => {
    serve({ '/api/hierarchy': () => jsonResponse(403, { code: 'forbidden', message: 'Forbidden', fields: {} }) });
    renderAt('/hierarchy/statement');
    expect(await screen.findByText(message('hierarchy.tree.no_permission', 'en'))).toBeInTheDocument();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('shows "No Hierarchy" when there are no nodes (in Spanish too)', async () => {
    serve({ '/api/hierarchy': () => jsonResponse(200, { nodes: [] }) });
    renderAt('/hierarchy/statement', 'es');
    expect(await screen.findByText(message('hierarchy.tree.empty', 'es'))).toBeInTheDocument();
  });

  it('opens /hierarchy on the statement tab with the first top folder written to the URL', async () => {
    serve({
      '/api/hierarchy': () => jsonResponse(200, { nodes: NODES }),
      '/api/hierarchy/nodes/uni/statement-sets': () => jsonResponse(200, { items: [] }),
    });
    const { probe } = renderAt('/hierarchy');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement sets: Demo University' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(probe.location).toEqual({ pathname: '/hierarchy/statement', search: '?node=uni' }));
    expect(screen.getByRole('link', { name: 'Statement sets' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('This folder has no statement sets yet.')).toBeInTheDocument();
  });

  it('keeps the folder from the URL, follows the route for the tab, and selecting a folder updates ?node=', async () => {
    serve({
      '/api/hierarchy': () => jsonResponse(200, { nodes: NODES }),
      '/api/hierarchy/nodes/sci/site-categories': () =>
        jsonResponse(200, { items: [{ id: 'c1', name: 'Schools', node_id: 'sci' }] }),
      '/api/hierarchy/nodes/uni/site-categories': () => jsonResponse(200, { items: [] }),
    });
    const { probe } = renderAt('/hierarchy/field-experience/site-category?node=sci');
    expect(await screen.findByRole('heading', { level: 2, name: 'Site categories: Science' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Schools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site categories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Labels' })).toHaveAttribute('href', '/hierarchy/label?node=sci');
    await userEvent.setup().click(screen.getByRole('treeitem', { name: /^Demo University/ }));
    await waitFor(() => expect(probe.location.search).toBe('?node=uni'));
    expect(await screen.findByText('This folder has no site categories yet.')).toBeInTheDocument();
  });

  it('shows the courses tab’s panel alone: its imports (courses, sections) are the courses feature’s own', async () => {
    serve({ '/api/hierarchy': () => jsonResponse(200, { nodes: NODES }) });
    const CoursesPanel = ({ nodeId }: { nodeId: string }) => <p>{`courses of ${nodeId}`}</p>;
    renderAt('/hierarchy/hierarchy-group-template?node=sci', 'en', { 'hierarchy-group-template': CoursesPanel });
    expect(await screen.findByText('courses of sci')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('shows the panel another feature brings for its tab, on the selected folder', async () => {
    serve({ '/api/hierarchy': () => jsonResponse(200, { nodes: NODES }) });
    const RubricPanel = ({ nodeId, canManage }: { nodeId: string; canManage: boolean }) => (
      <p>{`rubrics of ${nodeId}, ${canManage ? 'managed' : 'read'}`}</p>
    );
    renderAt('/hierarchy/rubric?node=sci', 'en', { rubric: RubricPanel });
    expect(await screen.findByText('rubrics of sci, managed')).toBeInTheDocument();
  });
});

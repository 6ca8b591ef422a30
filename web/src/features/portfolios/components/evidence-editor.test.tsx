import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Portfolio } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn, type FetchCall } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { EvidenceEditor } = await import('./evidence-editor');

const fetchMock = installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s' });

/** An evidence item as the server answers it, at a version, with a description. */
const item = (
  version: number,
  description: { title?: string; abstract?: string; date?: string | null } = {},
): Portfolio => ({
  id: 'ev-1',
  title: description.title ?? '',
  uri: '/portfolios/ev-1',
  type: 'evidence',
  owner_id: 'user-s',
  template_id: null,
  template_title: '',
  workflow_name: 'ePortfolio',
  category: 'showcase',
  state: version === 1 ? 'created' : 'in_preparation',
  state_label: 'En preparación',
  abstract_text: description.abstract ?? '',
  cover_url: '',
  cover_alternative_text: '',
  is_user_alt_text: false,
  cover_image_id: null,
  evidence_date: description.date ?? null,
  timeline_order_datetime: '2026-11-20T10:00:00.000Z',
  display_on_timeline: true,
  group_id: null,
  activity_id: null,
  trashed_at: null,
  version,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  owner_full_name: 'Sam Student',
  pages: [{ id: 'page-1', title: '', components: [{ component_id: 'text-1', type: 'text', label: '' }] }],
  content: {},
  component_modes: { 'text-1': 'editable' },
  activity_status: null,
  group_title: null,
  view_as: 'owner',
  sync_score: null,
  linked_to_lms: false,
  can_withdraw: false,
  buttons: [{ action: 'save_as_draft', label: 'Guardar', disabled: false, tip: null }],
  cancel_button: { label: 'Cerrar', primary: false },
  auto_save: true,
  saving_disabled: null,
  workflow: {
    id: 'EportfolioWorkflow',
    name: 'ePortfolio',
    state: version === 1 ? 'created' : 'in_preparation',
    state_label: 'En preparación',
    workflow_role: 'submitter',
    roles: ['submitter'],
    permissions: { edit: true, comment: false, view_assessment_panel: false },
    participants: [],
    times: { submitted_at: null, assess_done_at: null },
    history_revisions: [],
    commentable_revision: null,
    revision_for_readonly_comments: [],
    assessor: null,
  },
});

const calls = () =>
  (fetchMock.mock.calls as FetchCall[]).map(([url, init]) => ({
    method: init.method ?? 'GET',
    url: String(url),
    body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  }));
const writes = () => calls().filter((call) => call.method !== 'GET');

/** Past the 650 ms change debounce, with the saves it starts answered. */
const settle = async () => {
  await act(async () => {
    jest.advanceTimersByTime(700);
  });
  await act(async () => {
    await Promise.resolve();
  });
};

afterEach(() => {
  jest.useRealTimers();
});

describe('the evidence editor auto-saves from the first change (issue 21; spec 3 §4 first save POST, then PUT)', () => {
  it('makes a new item with its first auto-save, then saves later changes at the version held; a reload shows them', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(async (url: unknown, init?: unknown) => {
      const { method, body } = (init ?? {}) as { method?: string; body?: string };
      if (method === 'POST' && String(url).endsWith('/portfolios/evidence')) return jsonResponse(201, item(1));
      if (method === 'PUT') {
        const sent = JSON.parse(String(body)) as {
          version: number;
          title: string;
          abstract_text: string;
          date: string;
        };
        const saved = item(sent.version + 1, {
          title: sent.title,
          abstract: sent.abstract_text,
          date: sent.date === '11/01/2026' ? '2026-11-01' : null,
        });
        return jsonResponse(200, { portfolio: saved, message: `${sent.title} has been saved.` });
      }
      return jsonResponse(404, { code: 'portfolios.not_found', message: 'Resource does not exist!', fields: {} });
    });
    const view = renderWithApp(<EvidenceEditor evidence={null} ownerId="user-s" initialStep="edit-description" />, {
      path: '/evidence/new',
      currentUser: student,
      locale: 'es',
    });

    // Typed before any Save: no title yet, an abstract, and a date in Spanish (1 November).
    fireEvent.change(screen.getByLabelText('Resumen'), { target: { value: 'Lo que vi en clase.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Fecha' }), { target: { value: '01/11/2026' } });
    await settle();
    await waitFor(() => expect(writes()).toHaveLength(2));
    const [create, first] = writes();
    expect(create).toMatchObject({ method: 'POST', url: '/api/users/user-s/portfolios/evidence' });
    expect(first).toMatchObject({
      method: 'PUT',
      url: '/api/users/user-s/portfolios/ev-1/evidence',
      body: { version: 1, auto_save: true, title: '', abstract_text: 'Lo que vi en clase.', date: '11/01/2026' },
    });
    // The item has its own address now; the auto-save said nothing in a toast.
    await waitFor(() => expect(view.probe.location.pathname).toBe('/evidence/user-s/ev-1'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    // A later change is a PUT at the version the first save left, never a second item.
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Observación ' } });
    await settle();
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({ method: 'PUT', body: { version: 2, auto_save: true, title: 'Observación' } });
    // The field keeps what is being typed (its trailing space), not the server's trimmed copy.
    expect(screen.getByLabelText('Título')).toHaveValue('Observación ');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Todos los cambios guardados.')).toBeInTheDocument();
    view.unmount();

    // Reloaded: the item as the server holds it shows what was typed, the date as typed in Spanish.
    renderWithApp(
      <EvidenceEditor
        evidence={item(3, { title: 'Observación', abstract: 'Lo que vi en clase.', date: '2026-11-01' })}
        ownerId="user-s"
        initialStep="edit-description"
      />,
      {
        currentUser: student,
        locale: 'es',
      },
    );
    expect(screen.getByLabelText('Título')).toHaveValue('Observación');
    expect(screen.getByLabelText('Resumen')).toHaveValue('Lo que vi en clase.');
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('01/11/2026');
  });

  it('does not auto-save a date it could not read (spec 1 §4: a date error blocks auto-save)', async () => {
    jest.useFakeTimers();
    renderWithApp(<EvidenceEditor evidence={null} ownerId="user-s" initialStep="edit-description" />, {
      path: '/evidence/new',
      currentUser: student,
      locale: 'es',
    });
    // Month first: no date in Spanish.
    fireEvent.change(screen.getByRole('textbox', { name: 'Fecha' }), { target: { value: '12/31/2026' } });
    await settle();
    expect(writes()).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templateSchema, type ActivityView } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ActivityRoute } = await import('./activity-route');

const fetchMock = installFetchMock();
const USER = currentUserOf(['student']);

const ACTIVITY: ActivityView = {
  id: 'group-1.plan-1',
  activity_id: 'plan-1',
  group_id: 'group-1',
  group_title: 'EDU 501 Section A',
  title: 'Lesson observation',
  template_id: 'template-1',
  post_datetime: '11/01/2026',
  open_submission_date: '11/02/2026',
  due_datetime: '11/20/2026',
  status: 'not_started',
  status_label: 'Not started',
  due_label: 'Overdue',
  portfolio_id: null,
  is_open: true,
};

const TEMPLATE = {
  id: 'template-1',
  title: 'Supervised Assessment',
  abstract: 'Observed teaching with feedback.',
  page_templates: [
    { id: 'p1', title: 'Lesson plan', components: [] },
    { id: 'p2', title: 'Reflection', components: [] },
  ],
};

function render(locale: 'en' | 'es' = 'en') {
  return renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/via/activities/:activityId" element={<ActivityRoute />} />
      </Routes>
    </Suspense>,
    { currentUser: USER, path: '/via/activities/group-1.plan-1', locale },
  );
}

describe('ActivityRoute', () => {
  it('shows the activity’s details and its template’s outline', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/activities/referenced_activities')) {
        expect(JSON.parse(String(init.body))).toEqual({ activity_ids: ['group-1.plan-1'] });
        return jsonResponse(200, { items: [ACTIVITY] });
      }
      if (url.endsWith('/api/templates/template-1')) return jsonResponse(200, templateBody());
      return jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson observation' })).toBeInTheDocument();
    expect(await screen.findByText('Supervised Assessment')).toBeInTheDocument();
    expect(screen.getByText('11/20/2026')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lesson plan', 'Reflection']);
    expect(screen.getByRole('link', { name: 'Back to In progress' })).toHaveAttribute('href', '/via/inprogress');
  });

  it('shows why a portfolio cannot be started, and opens one already started instead of starting another', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/activities/referenced_activities')) return jsonResponse(200, { items: [ACTIVITY] });
      if (url.endsWith('/api/templates/template-1')) return jsonResponse(200, templateBody());
      if (init.method === 'POST')
        return jsonResponse(404, {
          code: 'portfolios.not_found',
          message: 'This portfolio does not exist.',
          fields: {},
        });
      return jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
    });
    const first = render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start your portfolio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resource does not exist!');
    first.unmount();

    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/api/activities/referenced_activities'))
        return jsonResponse(200, { items: [{ ...ACTIVITY, status: 'in_progress', portfolio_id: 'pf-1' }] });
      return jsonResponse(200, templateBody());
    });
    render();
    expect(await screen.findByRole('link', { name: 'Open your portfolio' })).toHaveAttribute(
      'href',
      `/portfolios/${USER.id}/pf-1`,
    );
    expect(screen.queryByRole('button', { name: 'Start your portfolio' })).toBeNull();
  });

  it('offers no portfolio to an owner or assessor (they have no status of their own)', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/api/activities/referenced_activities'))
        return jsonResponse(200, { items: [{ ...ACTIVITY, status: null, status_label: null }] });
      return jsonResponse(200, templateBody());
    });
    render();
    expect(await screen.findByText('Supervised Assessment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start your portfolio' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open your portfolio' })).toBeNull();
  });

  it('says so when the activity is not the caller’s to see, in Spanish too', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [] }));
    render('es');
    expect(await screen.findByText('Esta actividad no es suya o todavía no está visible.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

/** A published template as GET /api/templates/{id} answers a member (parsed by the contract's schema). */
function templateBody() {
  return templateSchema.parse({
    ...TEMPLATE,
    description: '',
    workflow: 'SupervisedAssessmentWorkflow',
    workflow_name: 'Supervised Assessment',
    template_kind: 'assignment_template',
    state: 'published',
    previous_state: 'draft',
    uri: '/api/templates/template-1',
    hierarchy_id: 'uni',
    node: { id: 'uni', text: 'Demo University', path: ['uni'] },
    template_folder_id: null,
    author: null,
    transfer: null,
    incoming: false,
    rubric_ids: [],
    pages_count: 2,
    components_count: 0,
    version: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    can_edit: false,
    can_publish: false,
    can_unpublish: false,
    can_move: false,
    can_transfer: false,
    can_accept: false,
    can_reject: false,
    can_delete: false,
    can_copy: false,
    theme: 'template_blank',
    template_theme_id: null,
    component_configuration: {},
    data_templates: {},
    content: '',
    plagiarism_enabled: false,
    show_plagiarism_report_to_students: false,
    allowed_to_showcase: false,
    display_assessment_panel: false,
    is_show_names_to_submitters: false,
    display_on_timeline: false,
    is_go_react_template: false,
    can_move_components: false,
    can_update_pages: false,
    can_customize_theme_style: false,
    roles_allowed_move_to_done: [],
  });
}

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { awaitingAssessmentPageSchema, sectionProgressPageSchema, userGroupListSchema } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { FacultySections } = await import('./faculty-sections');

const group = (id: string, is_owner: boolean, title: string, role = is_owner ? null : 'member') => ({
  id,
  group_template_id: 'c1',
  group_code: `EDU501-${id}`,
  title,
  name: title,
  status: 'open',
  start_date: null,
  end_date: null,
  display_log_type: 'none',
  owners: [],
  is_owner,
  role,
  workflow_roles: [],
  members_count: 2,
});
const counts = (not_started: number, in_progress: number, submitted: number, assessed: number) => ({
  not_started,
  in_progress,
  submitted,
  assessed,
});
const progress = sectionProgressPageSchema.parse({
  group_id: 'A',
  activities: [{ id: 'p1', title: 'Observed lesson 1', due_datetime: '05/01/2027', counts: counts(1, 1, 0, 0) }],
  members: [
    {
      id: 'u1',
      first_name: 'Sam',
      last_name: 'Student',
      progress: [{ activity_id: 'p1', status: 'in_progress', status_label: 'In progress', portfolio_id: null }],
      counts: counts(0, 1, 0, 0),
    },
    {
      id: 'u2',
      first_name: 'Tia',
      last_name: 'Student',
      progress: [{ activity_id: 'p1', status: 'not_started', status_label: 'Not started', portfolio_id: null }],
      counts: counts(1, 0, 0, 0),
    },
  ],
  counts: counts(1, 1, 0, 0),
  cursor: null,
  more: false,
});

const awaitingItem = (id: string, name: string, assessments: unknown[] = []) => ({
  portfolio_id: `pf-${id}`,
  revision: 1,
  submitted_at: '2027-04-20T09:30:00.000Z',
  owner: { id, first_name: name, last_name: 'Student' },
  activity: { id: 'p1', title: 'Observed lesson 1', due_datetime: '05/01/2027' },
  assessments,
});
const awaiting = (groupId: string, items: ReturnType<typeof awaitingItem>[], more = false, total = items.length) =>
  awaitingAssessmentPageSchema.parse({ group_id: groupId, total, items, cursor: more ? 'next-work' : null, more });

function serve(routes: Record<string, (url: string) => Response>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler ? handler(url) : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  jest.restoreAllMocks();
});

const render = () =>
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <FacultySections empty={<p>Nothing to assess yet</p>} />
    </Suspense>,
  );

describe('the faculty home (issue 11: their sections with activity progress)', () => {
  it('shows each owned section’s activities with state counts and every member × activity', async () => {
    const fetchMock = serve({
      'GET /api/groups': () =>
        jsonResponse(
          200,
          userGroupListSchema.parse({ items: [group('A', true, 'Section A'), group('B', false, 'Other')] }),
        ),
      'GET /api/groups/A/progress': () => jsonResponse(200, progress),
      'GET /api/groups/A/awaiting-assessment': () => jsonResponse(200, awaiting('A', [])),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Section A (EDU501-A)' });
    expect(screen.queryByRole('region', { name: 'Other (EDU501-B)' })).not.toBeInTheDocument();
    expect(within(section).getByText('2 members')).toBeInTheDocument();
    expect(await within(section).findByText('Not started: 1')).toBeInTheDocument();
    expect(within(section).getAllByText('In progress: 1')).toHaveLength(1);
    const table = within(section).getByRole('table', { name: 'Activity progress in Section A' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Observed lesson 1' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sam Student')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In progress')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/groups/B/progress'))).toBe(false);
  });

  it('queues submitted work for assessment and links begun work to the composer', async () => {
    const submitted = sectionProgressPageSchema.parse({
      ...progress,
      counts: counts(0, 1, 1, 0),
      members: [
        {
          ...progress.members[0]!,
          progress: [{ activity_id: 'p1', status: 'submitted', status_label: 'Submitted', portfolio_id: 'pf1' }],
        },
        {
          ...progress.members[1]!,
          progress: [{ activity_id: 'p1', status: 'in_progress', status_label: 'In progress', portfolio_id: 'pf2' }],
        },
      ],
    });
    serve({
      'GET /api/groups': () => jsonResponse(200, userGroupListSchema.parse({ items: [group('A', true, 'Section A')] })),
      'GET /api/groups/A/progress': () => jsonResponse(200, submitted),
      'GET /api/groups/A/awaiting-assessment': () =>
        jsonResponse(
          200,
          awaiting('A', [
            awaitingItem('u1', 'Sam', [
              { assessor_full_name: 'Fay Faculty', is_primary: true, done: false, mine: true },
              { assessor_full_name: null, is_primary: false, done: true, mine: false },
            ]),
          ]),
        ),
    });
    render();
    const queue = await screen.findByRole('group', { name: 'Awaiting assessment (1)' });
    const work = within(queue).getByRole('table', {
      name: 'Work awaiting assessment in Section A, oldest submission first',
    });
    expect(within(work).getByRole('link', { name: 'Sam Student: Observed lesson 1' })).toHaveAttribute(
      'href',
      '/portfolios/u1/pf-u1',
    );
    // The caller's own assessment is "You"; one the server names to nobody is "Another assessor".
    expect(within(work).getByText('You: in progress')).toBeInTheDocument();
    expect(within(work).getByText('Another assessor: done')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Activity progress in Section A' });
    expect(
      within(table).getByRole('link', { name: 'In progress: open Tia Student’s Observed lesson 1' }),
    ).toHaveAttribute('href', '/portfolios/u2/pf2');
  });

  it('reads the next 25 students with “Show more students”', async () => {
    const student = (id: string, name: string, status: string) => ({
      id,
      first_name: name,
      last_name: 'Student',
      progress: [{ activity_id: 'p1', status, status_label: status, portfolio_id: null }],
      counts: counts(0, 0, 0, 0),
    });
    const first = sectionProgressPageSchema.parse({
      ...progress,
      members: [student('u1', 'Ann', 'in_progress')],
      counts: counts(0, 1, 1, 0),
      cursor: 'next-page',
      more: true,
    });
    const second = sectionProgressPageSchema.parse({
      ...first,
      members: [student('u2', 'Bo', 'not_started')],
      cursor: null,
      more: false,
    });
    const fetchMock = serve({
      'GET /api/groups': () => jsonResponse(200, userGroupListSchema.parse({ items: [group('A', true, 'Section A')] })),
      'GET /api/groups/A/progress': (url) => jsonResponse(200, url.includes('cursor=next-page') ? second : first),
      'GET /api/groups/A/awaiting-assessment': () => jsonResponse(200, awaiting('A', [])),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Activity progress in Section A' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more students (1 shown)' }));
    expect(await within(table).findByText('Bo Student')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show more students/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/progress'))).toHaveLength(2);
  });

  it('says when nothing waits for assessment', async () => {
    serve({
      'GET /api/groups': () => jsonResponse(200, userGroupListSchema.parse({ items: [group('A', true, 'Section A')] })),
      'GET /api/groups/A/progress': () => jsonResponse(200, progress),
      'GET /api/groups/A/awaiting-assessment': () => jsonResponse(200, awaiting('A', [])),
    });
    render();
    await screen.findByRole('group', { name: 'Awaiting assessment (0)' });
    expect(await screen.findByText('Nothing is waiting for assessment.')).toBeInTheDocument();
  });

  it('shows the empty state when the caller owns no section', async () => {
    serve({ 'GET /api/groups': () => jsonResponse(200, { items: [group('B', false, 'Other')] }) });
    render();
    expect(await screen.findByText('Nothing to assess yet')).toBeInTheDocument();
  });

  it('lists the sections the caller coordinates with their reports, without the owners’ progress table', async () => {
    const fetchMock = serve({
      'GET /api/groups': () =>
        jsonResponse(200, userGroupListSchema.parse({ items: [group('C', false, 'Section C', 'coordinator')] })),
      'GET /api/groups/C/awaiting-assessment': () => jsonResponse(200, awaiting('C', [awaitingItem('u3', 'Uma')])),
    });
    render();
    const list = await screen.findByRole('region', { name: 'Sections I coordinate' });
    // Coordinators assess the section's work: its queue is theirs too.
    const queue = await within(list).findByRole('group', { name: 'Awaiting assessment (1)' });
    expect(within(queue).getByRole('link', { name: 'Uma Student: Observed lesson 1' })).toBeInTheDocument();
    const link = within(list).getByRole('link', { name: 'Standards and rubric score reports' });
    expect(link).toHaveAttribute('href', '/via/groups/C/reports');
    expect(within(list).getByText(/Section C \(EDU501-C\)/)).toBeInTheDocument();
    expect(screen.queryByText('Nothing to assess yet')).not.toBeInTheDocument();
    // The progress table is the owners': nothing asked for it.
    expect(fetchMock.mock.calls.map(([url]) => url).some((url) => url.includes('/progress'))).toBe(false);
  });

  it('reads the next 25 submissions with “Show more submitted work”, oldest first, from the server’s pages', async () => {
    const firstPage = awaiting('A', [awaitingItem('u1', 'Ann')], true, 2);
    const secondPage = awaiting('A', [awaitingItem('u2', 'Bo')], false, 2);
    const fetchMock = serve({
      'GET /api/groups': () => jsonResponse(200, userGroupListSchema.parse({ items: [group('A', true, 'Section A')] })),
      'GET /api/groups/A/progress': () => jsonResponse(200, progress),
      'GET /api/groups/A/awaiting-assessment': (url) =>
        jsonResponse(200, url.includes('cursor=next-work') ? secondPage : firstPage),
    });
    render();
    const queue = await screen.findByRole('group', { name: 'Awaiting assessment (2)' });
    expect(within(queue).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(queue).getByRole('button', { name: 'Show more submitted work (1 shown)' }));
    expect(await within(queue).findByRole('link', { name: 'Bo Student: Observed lesson 1' })).toBeInTheDocument();
    expect(
      within(queue)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ann Student: Observed lesson 1', 'Bo Student: Observed lesson 1']);
    expect(within(queue).queryByRole('button', { name: /Show more submitted work/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/awaiting-assessment'))).toHaveLength(2);
  });
});

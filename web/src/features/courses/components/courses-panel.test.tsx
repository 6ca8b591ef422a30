import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseSchema, sectionSchema, type CourseView, type SectionView } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn } from '../../../test/signed-in';

/** The browser's POST of an import file to storage (XMLHttpRequest, for its progress); a test answers it. */
class StorageXhr {
  static last: StorageXhr | null = null;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  open() {}
  send() {
    StorageXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}
globalThis.XMLHttpRequest = StorageXhr as unknown as typeof XMLHttpRequest;

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { CoursesPanel } = await import('./courses-panel');

function course(over: Partial<CourseView> = {}): CourseView {
  return courseSchema.parse({
    id: 'c1',
    name: 'EDU 501 Teaching Practicum',
    code: 'EDU501',
    category: 'course',
    category_name: 'Course',
    is_internship_enabled: false,
    hierarchy_id: 'node-1',
    group_owner_templates: [],
    group_homepage_templates: [],
    referenced_template_ids: [],
    group_log_categories: [],
    referenced_log_category_ids: [],
    groups_count: 0,
    activity_plans_count: 0,
    version: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    can_edit: true,
    can_delete: true,
    delete_refusal: null,
    can_add_sections: true,
    can_add_activity_plans: true,
    ...over,
  });
}

function section(over: Partial<SectionView> = {}): SectionView {
  return sectionSchema.parse({
    id: 's1',
    group_template_id: 'c1',
    group_code: 'EDU501-A',
    title: 'Section A',
    name: 'Section A',
    owner_ids: [],
    owners: [],
    term_id: null,
    term_info: null,
    start_date: '01/05/2027',
    end_date: '05/20/2027',
    status: 'open',
    status_label: 'Open',
    display_log_type: 'none',
    display_log_label: 'None',
    mentor_notifications: 'enabled',
    sync_to_field_placement: false,
    members_count: 0,
    version: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    can_edit: true,
    can_open_settings: true,
    can_delete: true,
    delete_refusal: null,
    can_toggle_status: true,
    can_manage_members: true,
    ...over,
  });
}

/** A list page with nothing after it (ADR 0028 §4). */
const LAST_PAGE = { more: false, cursor: null };

const CHOICES = [
  { value: 'course', label: 'Course' },
  { value: 'workshop', label: 'Group' },
];

type Handler = (url: string, init: RequestInit) => Response;
function serve(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler
      ? handler(url, init)
      : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init.method === method && url.split('?')[0] === path);

afterEach(() => {
  jest.restoreAllMocks();
});

function render() {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <CoursesPanel nodeId="node-1" canManage />
    </Suspense>,
  );
  return userEvent.setup();
}

describe('the course list (spec 2 §2, §9)', () => {
  it('asks the server for the chosen sort and the search', async () => {
    const fetchMock = serve({
      'GET /api/group-templates': () =>
        jsonResponse(200, { items: [course()], category_choices: CHOICES, ...LAST_PAGE }),
    });
    const user = render();
    expect(await screen.findByRole('button', { name: 'Open EDU 501 Teaching Practicum' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Least recently created');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/group-templates').at(-1)![0]).toContain('sort=least_recently_created'),
    );
    await user.type(screen.getByLabelText('Search courses'), 'edu');
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/group-templates').at(-1)![0]).toContain('search=edu'));
  });

  it('reads the next page with the cursor of the one before, in the same order and search, below the rows shown', async () => {
    const fetchMock = serve({
      'GET /api/group-templates': (url) =>
        url.includes('cursor=Nnext')
          ? jsonResponse(200, {
              items: [course({ id: 'c2', name: 'Course 26' })],
              category_choices: CHOICES,
              ...LAST_PAGE,
            })
          : jsonResponse(200, { items: [course()], category_choices: CHOICES, more: true, cursor: 'Nnext' }),
    });
    const user = render();
    expect(await screen.findByRole('button', { name: 'Open EDU 501 Teaching Practicum' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more courses' }));
    expect(await screen.findByRole('button', { name: 'Open Course 26' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/group-templates').at(-1)![0]).toContain('sort=name');
    const table = screen.getByRole('table', { name: 'Courses of this folder' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument();
  });

  it('says why a course cannot be deleted, in the server’s words, and never calls delete', async () => {
    const refusal = 'A course can be deleted only when it has no sections, no templates and no activity plans.';
    const fetchMock = serve({
      'GET /api/group-templates': () =>
        jsonResponse(200, {
          items: [course({ can_delete: false, delete_refusal: refusal, groups_count: 1 })],
          category_choices: CHOICES,
          ...LAST_PAGE,
        }),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Delete EDU 501 Teaching Practicum' }));
    const dialog = await screen.findByRole('dialog', { name: 'This course cannot be deleted' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/group-templates/c1')).toHaveLength(0);
  });

  it('deletes an allowed course at the version read and shows the server’s sentence', async () => {
    const fetchMock = serve({
      'GET /api/group-templates': () =>
        jsonResponse(200, { items: [course()], category_choices: CHOICES, ...LAST_PAGE }),
      'DELETE /api/group-templates/c1': () =>
        jsonResponse(200, { ok: true, message: 'Course EDU 501 Teaching Practicum was deleted.' }),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Delete EDU 501 Teaching Practicum' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete course' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Course EDU 501 Teaching Practicum was deleted.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/group-templates/c1')[0]![0]).toContain('version=3');
  });
});

describe('the courses tab’s imports (issue 24)', () => {
  it('imports sections into this folder as a job: its columns, this folder’s imports only, the start on the node', async () => {
    const here = { id: '01JDEMO0000000000000000007', node_id: 'node-1', filename: 'sections-here.csv' };
    const there = { id: '01JDEMO0000000000000000008', node_id: 'node-2', filename: 'sections-there.csv' };
    const logOf = (over: { id: string; node_id: string; filename: string }) => ({
      type: 'csv',
      kind: 'groups',
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 0 },
      file: null,
      details: '2 import successfully, 0 failed',
      error_codes: [],
      errors_omitted: 0,
      aggregation_log: null,
      progress: { rows_read: 2, rows_done: 2, rows_total: 2 },
      group_id: null,
      started_by: 'user-1',
      created_at: '2026-11-28T10:00:00.000Z',
      updated_at: '2026-11-28T10:00:05.000Z',
      finished_at: '2026-11-28T10:00:05.000Z',
      ...over,
    });
    const fetchMock = serve({
      'GET /api/group-templates': () =>
        jsonResponse(200, { items: [course()], category_choices: CHOICES, ...LAST_PAGE }),
      'GET /api/imports': () => jsonResponse(200, { items: [logOf(here), logOf(there)], next_cursor: null }),
      [`GET /api/imports/${here.id}`]: () => jsonResponse(200, logOf(here)),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Import sections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import sections' });
    expect(
      within(dialog).getByText(/^Required columns: group_code \(or section_id, section_code\), course_code/),
    ).toBeInTheDocument();
    const latest = await within(dialog).findByRole('table', { name: 'Latest imports' });
    expect(within(latest).getByText('sections-here.csv')).toBeInTheDocument();
    expect(within(latest).queryByText('sections-there.csv')).toBeNull();
    expect(calls(fetchMock, 'GET', '/api/imports')[0]![0]).toContain('kind=groups');
  });
});

describe('the course editor (spec 2 §3, §5, §8)', () => {
  it('refuses templates before the course is saved, then creates it with the chosen category', async () => {
    const fetchMock = serve({
      'GET /api/group-templates': () => jsonResponse(200, { items: [], category_choices: CHOICES, ...LAST_PAGE }),
      'POST /api/group-templates': (_url, init) =>
        jsonResponse(201, course({ name: JSON.parse(String(init.body)).name, category: 'workshop' })),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.click(within(dialog).getByRole('button', { name: 'Add templates' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please save editing course first!');
    await user.type(within(dialog).getByLabelText('Name'), 'Reading group');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Group');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/group-templates')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/group-templates')[0]![1].body))).toEqual({
      node_id: 'node-1',
      name: 'Reading group',
      code: '',
      category: 'workshop',
    });
  });

  it('shows the server’s field sentence under the field and keeps the dialog open', async () => {
    serve({
      'GET /api/group-templates': () => jsonResponse(200, { items: [], category_choices: CHOICES, ...LAST_PAGE }),
      'POST /api/group-templates': () =>
        jsonResponse(400, {
          code: 'courses.name_required',
          message: 'Please enter a course name.',
          fields: { name: 'Please enter a course name.' },
        }),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a course name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a text error (spec 2 §5, §9)', () => {
  it('stops the save with the “Opps!” sentence for 5 seconds when the refusal is a text answer', async () => {
    jest.useFakeTimers();
    try {
      serve({
        'GET /api/group-templates': () => jsonResponse(200, { items: [], category_choices: CHOICES, ...LAST_PAGE }),
        // A firewall's page, not the platform's {code, message, fields}.
        'POST /api/group-templates': () =>
          ({ ok: false, status: 403, text: async () => 'Request blocked.' }) as unknown as Response,
      });
      renderWithApp(
        <Suspense fallback={<p>loading</p>}>
          <CoursesPanel nodeId="node-1" canManage />
        </Suspense>,
      );
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(await screen.findByRole('button', { name: 'New course' }));
      const dialog = await screen.findByRole('dialog', { name: 'New course' });
      await user.type(within(dialog).getByLabelText('Name'), 'Reading <group>');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const opps = 'Opps! Something went wrong, please edit your contents and try to save it again!';
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(opps);
      act(() => jest.advanceTimersByTime(4900));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(opps);
      act(() => jest.advanceTimersByTime(200));
      expect(within(dialog).queryByText(opps)).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Reading <group>');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a course’s sections (spec 2 §2, §4, §5, §7)', () => {
  const owners = Array.from({ length: 7 }, (_, index) => ({
    id: `u${index}`,
    first_name: 'Owner',
    last_name: `${index + 1}`,
  }));

  async function openCourse(routes: Record<string, Handler>) {
    const fetchMock = serve({
      'GET /api/group-templates': () =>
        jsonResponse(200, { items: [course()], category_choices: CHOICES, ...LAST_PAGE }),
      'GET /api/group-templates/c1/activity-plans': () => jsonResponse(200, { items: [] }),
      ...routes,
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Open EDU 501 Teaching Practicum' }));
    return { user, fetchMock };
  }

  it('shows the first 5 owners with view more and less; a closed section hides members and delete', async () => {
    const { user } = await openCourse({
      'GET /api/group-templates/c1/groups': () =>
        jsonResponse(200, {
          items: [
            section({ owners, owner_ids: owners.map((owner) => owner.id) }),
            section({
              id: 's2',
              title: 'Section B',
              status: 'closed',
              status_label: 'Closed',
              can_open_settings: false,
              can_delete: false,
            }),
          ],
          ...LAST_PAGE,
        }),
    });
    const table = await screen.findByRole('table', { name: 'Sections of EDU 501 Teaching Practicum' });
    const [, rowA, rowB] = within(table).getAllByRole('row');
    expect(within(rowA!).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(rowA!).getByRole('button', { name: 'View more (2)' }));
    expect(within(rowA!).getAllByRole('listitem')).toHaveLength(7);
    expect(within(rowA!).getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(rowA!).getByRole('button', { name: 'Members of Section A' })).toBeInTheDocument();
    expect(within(rowA!).getByRole('button', { name: 'Delete Section A' })).toBeInTheDocument();
    expect(within(rowB!).queryByRole('button', { name: 'Members of Section B' })).not.toBeInTheDocument();
    expect(within(rowB!).queryByRole('button', { name: 'Delete Section B' })).not.toBeInTheDocument();
    expect(within(rowB!).getByRole('button', { name: 'Open Section B' })).toBeInTheDocument();
  });

  it('toggles a section open or closed at the version read', async () => {
    const { user, fetchMock } = await openCourse({
      'GET /api/group-templates/c1/groups': () => jsonResponse(200, { items: [section()], ...LAST_PAGE }),
      'PUT /api/groups/s1/change-status': () =>
        jsonResponse(200, section({ status: 'closed', status_label: 'Closed', version: 2 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Close Section A' }));
    expect(await screen.findByText('Section Section A is closed.')).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/groups/s1/change-status')[0]![1].body))).toEqual({
      status: 'closed',
      version: 1,
    });
  });

  it('shows the server’s end-date sentence under the end date', async () => {
    const { user } = await openCourse({
      'GET /api/group-templates/c1/groups': () => jsonResponse(200, { items: [section()], ...LAST_PAGE }),
      'GET /api/terms': () => jsonResponse(200, { items: [] }),
      'PUT /api/groups/s1': () =>
        jsonResponse(400, {
          code: 'courses.section.end_before_minimum',
          message: 'The end date must be at least one day after the start date.',
          fields: { end_date: 'courses.section.end_before_minimum' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Section A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit section' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end date must be at least one day after the start date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('finds people to add ("No result") and imports a member file as a job on the section (issue 24)', async () => {
    const started = {
      id: '01JDEMO0000000000000000009',
      type: 'csv',
      kind: 'section-members',
      status: 'created',
      import_result: { success_count: 0, warning_count: 0, failed_count: 0 },
      filename: 'members.csv',
      file: null,
      details: 'Waiting to start.',
      error_codes: [],
      errors_omitted: 0,
      aggregation_log: null,
      progress: { rows_read: 0, rows_done: 0, rows_total: null },
      node_id: 'node-1',
      group_id: 's1',
      started_by: 'user-1',
      created_at: '2026-11-28T10:00:00.000Z',
      updated_at: '2026-11-28T10:00:00.000Z',
      finished_at: null,
    };
    const { user, fetchMock } = await openCourse({
      'GET /api/group-templates/c1/groups': () => jsonResponse(200, { items: [section()], ...LAST_PAGE }),
      'GET /api/groups/s1/members': () => jsonResponse(200, { items: [] }),
      'GET /api/groups/s1/member-candidates': () => jsonResponse(200, { items: [], message: 'No result' }),
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
      'POST /api/imports/presigned-url': () =>
        jsonResponse(200, { url: 'https://s3.test/uploads', fields: { key: 'k' }, key: 'k' }),
      'POST /api/imports': () => jsonResponse(202, started),
      [`GET /api/imports/${started.id}`]: () => jsonResponse(200, started),
    });
    await user.click(await screen.findByRole('button', { name: 'Members of Section A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Section A' });
    await user.type(within(dialog).getByLabelText('Find people by name or email'), 'zz');
    expect(await within(dialog).findByText('No result')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('File to import');
    // The picker's accept filter aside (a file dropped or typed in), the name is checked before sending.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['email\n'], 'members.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload and import' }));
    expect(await within(dialog).findByText('Invalid file type')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/imports/presigned-url')).toHaveLength(0);

    await user.upload(input, new File(['email\nana@demo.test\n'], 'members.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload and import' }));
    await waitFor(() => expect(StorageXhr.last).not.toBeNull());
    StorageXhr.last!.answer(204);
    expect(await within(dialog).findByRole('region', { name: 'Import of members.csv' })).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/imports/presigned-url')[0]![1].body))).toMatchObject({
      kind: 'section-members',
      file_name: 'members.csv',
    });
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/imports')[0]![1].body))).toEqual({
      kind: 'section-members',
      key: 'k',
      group_id: 's1',
    });
  });
});

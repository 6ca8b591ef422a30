import { describe, expect, it } from '@jest/globals';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionTimeLogView } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { TimeLogRoute } = await import('./time-log-route');

const fetchMock = installFetchMock();

const entry = (over: Partial<SectionTimeLogView['members'][number]['entries'][number]> = {}) => ({
  id: 'e1',
  user_id: 'u1',
  date: '2026-11-20',
  duration: '1:30',
  log_category_id: 'c1',
  log_category_name: 'Classroom teaching',
  note: 'Observed a lesson.',
  version: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  can_change: true,
  ...over,
});

function log(over: Partial<SectionTimeLogView> = {}): SectionTimeLogView {
  return {
    group_id: 'g1',
    title: 'EDU 501 Section A',
    status: 'open',
    display_log_type: 'TimeLog',
    display_log_label: 'Time-log & Categories',
    categories: [{ id: 'c1', name: 'Classroom teaching' }],
    can_record: true,
    reads_every_log: false,
    members: [
      {
        user_id: 'u1',
        first_name: 'Sam',
        last_name: 'Student',
        entries: [entry()],
        totals: {
          entries: 1,
          duration: '1:30',
          by_category: [{ log_category_id: 'c1', name: 'Classroom teaching', entries: 1, duration: '1:30' }],
        },
      },
    ],
    ...over,
  };
}

function render() {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/via/groups/:groupId/time-log" element={<TimeLogRoute />} />
      </Routes>
    </Suspense>,
    { path: '/via/groups/g1/time-log', currentUser: currentUserOf(['student'], { id: 'u1' }) },
  );
  return userEvent.setup();
}

describe('the time log screen (issue 11)', () => {
  it('shows a member’s totals and entries, and the server’s refusal under the field it names, adding nothing', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init.method === 'POST'
        ? jsonResponse(400, {
            code: 'invalid',
            message: 'Please enter a duration as hours:minutes.',
            fields: { duration: 'Please enter a duration as hours:minutes.' },
          })
        : url.endsWith('/api/groups/g1/time-log')
          ? jsonResponse(200, log())
          : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} }),
    );
    const user = render();
    await screen.findByRole('heading', { level: 1, name: 'Time log: EDU 501 Section A' });
    expect(screen.getByText('Total: 1:30 in 1 entry')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Entries of Sam Student' });
    expect(within(table).getByRole('button', { name: /^Edit the entry of / })).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Add an entry' });
    await user.type(within(form).getByLabelText('Duration (hours:minutes)'), '1:75');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    const duration = within(form).getByLabelText('Duration (hours:minutes)');
    expect(await within(form).findByText('Please enter a duration as hours:minutes.')).toBeInTheDocument();
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    const sent = fetchMock.mock.calls.find(([, init]) => init.method === 'POST');
    expect(JSON.parse(sent?.[1].body as string)).toMatchObject({ duration: '1:75', log_category_id: 'c1' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('gives owners and mentors every member’s log under their name, read-only, and no form', async () => {
    const riley = {
      ...log().members[0]!,
      user_id: 'u2',
      first_name: 'Riley',
      last_name: 'Reyes',
      entries: [entry({ id: 'e2', can_change: false })],
    };
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        200,
        log({
          can_record: false,
          reads_every_log: true,
          members: [{ ...log().members[0]!, entries: [entry({ can_change: false })] }, riley],
        }),
      ),
    );
    render();
    await screen.findByRole('heading', { level: 2, name: 'Sam Student' });
    expect(screen.getByRole('heading', { level: 2, name: 'Riley Reyes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add an entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit the entry of / })).not.toBeInTheDocument();
  });
});

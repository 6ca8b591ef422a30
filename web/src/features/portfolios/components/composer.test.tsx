import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Portfolio } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn, type FetchCall } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { Composer } = await import('./composer');
const { sessionState } = await import('../../../lib/session-state');

const fetchMock = installFetchMock();
// jsdom lays nothing out, so it has no scrollIntoView; showing a component scrolls to it, then focuses it.
Element.prototype.scrollIntoView = () => undefined;
const student = currentUserOf(['student'], { id: 'user-s' });

/** A draft ePortfolio with one editable text answer, as the portfolio GET answers it for its owner. */
const draft = (version: number, answer: string): Portfolio => ({
  id: 'pf-1',
  title: 'Reflection',
  uri: '/portfolios/pf-1',
  type: 'portfolio',
  owner_id: 'user-s',
  template_id: 'tpl-1',
  template_title: 'Reflection',
  workflow_name: 'ePortfolio',
  category: 'showcase',
  state: 'in_preparation',
  state_label: 'In preparation',
  abstract_text: '',
  cover_url: '',
  cover_alternative_text: '',
  is_user_alt_text: false,
  cover_image_id: null,
  evidence_date: null,
  timeline_order_datetime: '2026-11-20T10:00:00.000Z',
  display_on_timeline: true,
  group_id: null,
  activity_id: null,
  trashed_at: null,
  version,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  owner_full_name: 'Sam Student',
  pages: [
    {
      id: 'page-1',
      title: 'Reflection',
      components: [{ component_id: 'textfield-1', type: 'textfield', label: 'Your reflection' }],
    },
  ],
  content: { 'textfield-1': { content: answer } },
  component_modes: { 'textfield-1': 'editable' },
  activity_status: null,
  group_title: null,
  view_as: 'owner',
  sync_score: null,
  linked_to_lms: false,
  can_withdraw: false,
  buttons: [{ action: 'save_as_draft', label: 'Save', disabled: false, tip: null }],
  cancel_button: { label: 'Close', primary: false },
  auto_save: true,
  saving_disabled: null,
  workflow: {
    id: 'EportfolioWorkflow',
    name: 'ePortfolio',
    state: 'in_preparation',
    state_label: 'In preparation',
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

const putBodies = () =>
  (fetchMock.mock.calls as FetchCall[])
    .filter(([, init]) => init.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)) as { version: number; auto_save?: boolean });

afterEach(() => {
  jest.useRealTimers();
});

describe('the composer’s saves (spec 1 §4: one save at a time, each at the version the last one left)', () => {
  it('lets an auto-save queued behind a manual Save start from the version that Save got, so it is never stale', async () => {
    jest.useFakeTimers();
    const portfolio = draft(1, '');
    let answerSave: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerSave = resolve)));
    renderWithApp(<Composer portfolio={portfolio} ownerId="user-s" />, { currentUser: student });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    await user.type(await screen.findByRole('textbox', { name: /Your reflection/ }), 'Planning');
    // Save is pressed before the 650 ms change debounce ends; its request is held while that auto-save comes due.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(putBodies()).toHaveLength(1);

    await act(async () => {
      answerSave(jsonResponse(200, { portfolio: draft(2, 'Planning'), message: 'Saved.' }));
    });
    // Past the auto-save's debounce and the "Saving..." indicator's 2 s.
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });

    // The auto-save found nothing left to send at version 2, rather than re-sending at version 1 (a 409).
    expect(putBodies().map((body) => body.version)).toEqual([1]);
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an auto-save’s short answer (ADR 0028 §1: the new version and the fields the server changed)', () => {
  it('applies it to the portfolio held: the next save goes at the new version, not a 409', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        saved: {
          version: 2,
          state: 'in_preparation',
          updated_at: '2026-11-20T10:05:00.000Z',
          // The server stored the answer otherwise than sent (as rich text is kept as its allow-list).
          fields: { 'textfield-1': { content: 'Planned' } },
        },
        message: 'Saved.',
      }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { portfolio: draft(3, 'Planned!'), message: 'Saved.' }));
    renderWithApp(<Composer portfolio={draft(1, '')} ownerId="user-s" />, { currentUser: student });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const field = await screen.findByRole('textbox', { name: /Your reflection/ });

    await user.type(field, 'Planning');
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(putBodies()).toEqual([expect.objectContaining({ version: 1, auto_save: true })]);
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument());

    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(putBodies().map((body) => body.version)).toEqual([1, 2]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a 401 on auto-save (spec 1 §8: “on auto-save … shows a tip”)', () => {
  it('shows the tip and keeps the work on the screen instead of signing out', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'identity.session_revoked', message: 'Please sign in again.', fields: {} }),
    );
    renderWithApp(<Composer portfolio={draft(1, '')} ownerId="user-s" />, { currentUser: student });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const answer = await screen.findByRole('textbox', { name: /Your reflection/ });
    await user.type(answer, 'Planning');
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(putBodies()).toEqual([expect.objectContaining({ auto_save: true })]);
    const tip = await screen.findByRole('alert');
    expect(tip).toHaveTextContent(
      'Your sign-in has ended, so your latest changes were not saved. Copy what you wrote before you sign in again.',
    );
    expect(sessionState.get().unauthorized).toBe(false);
    expect(answer).toHaveValue('Planning');
  });
});

describe('the composer’s error banner (spec 1 §8)', () => {
  it('lists each refused component by its label with a button that shows and focuses it', async () => {
    const portfolio = {
      ...draft(1, ''),
      buttons: [
        { action: 'save_as_draft' as const, label: 'Save', disabled: false, tip: null },
        { action: 'advance' as const, label: 'Submit', disabled: false, tip: null },
      ],
    };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'portfolios.submit_invalid',
        message: '1 error found. Some required information is missing or incomplete.',
        fields: { 'textfield-1': 'This field cannot be left blank.' },
      }),
    );
    renderWithApp(<Composer portfolio={portfolio} ownerId="user-s" />, { currentUser: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    const banner = await screen.findByText(/1 error found, 1 error remaining/);
    const list = within(banner.closest('[role="alert"]') as HTMLElement).getByRole('list');
    expect(list).toHaveTextContent('Your reflection: This field cannot be left blank.');
    await user.click(within(list).getByRole('button', { name: 'Show Your reflection' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-component', 'textfield-1'));
  });
});

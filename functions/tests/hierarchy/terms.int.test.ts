import { type Contract, createTerm, deleteTerm, listTerms, updateTerm } from '@tessera/shared';
import { createUser } from '../support/fixtures';
import { countingRoundTrips, invoke, type InvokeOptions } from '../support/invoke';
import { freshOrganisation } from './support';

interface Term {
  id: string;
  code: string;
  name: string;
  start_date: string;
  end_date: string;
  include_academic_data: boolean;
}

/** Terms belong to the organisation: each test runs in an organisation of its own. */
async function termAdmin(): Promise<
  (
    contract: Contract,
    options?: Omit<InvokeOptions, 'as'>,
  ) => Promise<{ status: number; body: Record<string, unknown> }>
> {
  const fresh = await freshOrganisation();
  return (contract, options = {}) => invoke(contract, { as: { sub: fresh.admin.userId }, ...options });
}

const fall = {
  code: 'FA26',
  name: 'Fall 2026',
  start_date: '09/01/2026',
  end_date: '12/20/2026',
  include_academic_data: true,
};

describe('terms (spec 2 §3, §5)', () => {
  it('creates a term from MM/DD/YYYY dates, stored and answered as YYYY-MM-DD, and lists terms newest first', async () => {
    const admin = await termAdmin();
    const created = await admin(createTerm, { body: fall });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      code: 'FA26',
      name: 'Fall 2026',
      start_date: '2026-09-01',
      end_date: '2026-12-20',
      include_academic_data: true,
    });
    await admin(createTerm, {
      body: { code: 'SP26', name: 'Spring 2026', start_date: '2026-01-10', end_date: '2026-05-20' },
    });
    const { body } = await admin(listTerms);
    expect((body.items as Term[]).map((term) => [term.code, term.include_academic_data])).toEqual([
      ['FA26', true],
      ['SP26', false],
    ]);
  });

  it('answers the spec’s sentence for every missing field', async () => {
    const admin = await termAdmin();
    const { status, body } = await admin(createTerm, { body: {} });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      code: 'Please provide a Term code.',
      name: 'Please provide a Term name.',
      start_date: 'Please select a start date.',
      end_date: 'Please select an end date.',
    });
  });

  it.each([
    ['the same day', '09/01/2026'],
    ['an earlier day', '08/31/2026'],
  ])('refuses an end on %s as the start with "End must later than Start"', async (_label, end_date) => {
    const admin = await termAdmin();
    const { status, body } = await admin(createTerm, { body: { ...fall, end_date } });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ end_date: 'End must later than Start' });
  });

  it.each([
    [
      'name',
      { ...fall, code: 'OTHER', name: '  fall 2026 ' },
      { name: 'Term name already in use. Please use a different Term name.' },
    ],
    [
      'code',
      { ...fall, name: 'Autumn', code: 'fa26' },
      { code: 'Term code already in use. Please use a different Term code.' },
    ],
    [
      'name and code',
      fall,
      {
        name: 'Term name already in use. Please use a different Term name.',
        code: 'Term code already in use. Please use a different Term code.',
      },
    ],
  ])('refuses a duplicate %s, ignoring case, with 409 and the spec’s sentences', async (_label, body, fields) => {
    const admin = await termAdmin();
    await admin(createTerm, { body: fall });
    const answer = await admin(createTerm, { body });
    expect(answer.status).toBe(409);
    expect(answer.body.fields).toEqual(fields);
  });

  it('lets exactly one of simultaneous creations of the same term win', async () => {
    const admin = await termAdmin();
    const answers = await Promise.all([1, 2, 3].map(() => admin(createTerm, { body: fall })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(((await admin(listTerms)).body.items as Term[]).length).toBe(1);
  });

  it('updates a term, freeing its old name and code, and refuses taking another term’s', async () => {
    const admin = await termAdmin();
    const first = await admin(createTerm, { body: fall });
    await admin(createTerm, {
      body: { ...fall, code: 'SP27', name: 'Spring 2027', start_date: '01/10/2027', end_date: '05/20/2027' },
    });
    const updated = await admin(updateTerm, {
      path: { id: first.body.id as string },
      body: { ...fall, code: 'FALL26', name: 'Autumn 2026' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: 'FALL26', name: 'Autumn 2026' });
    expect((await admin(createTerm, { body: { ...fall, start_date: '2026-09-02' } })).status).toBe(201);
    const clash = await admin(updateTerm, {
      path: { id: first.body.id as string },
      body: { ...fall, code: 'FALL26', name: 'Spring 2027' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ name: 'Term name already in use. Please use a different Term name.' });
    expect(
      (
        await admin(updateTerm, {
          path: { id: first.body.id as string },
          body: { ...fall, code: 'FALL26', name: 'autumn 2026' },
        })
      ).status,
    ).toBe(200);
  });

  it('deletes a term and frees its name and code', async () => {
    const admin = await termAdmin();
    const created = await admin(createTerm, { body: fall });
    expect((await admin(deleteTerm, { path: { id: created.body.id as string } })).status).toBe(200);
    expect((await admin(listTerms)).body.items).toEqual([]);
    expect((await admin(createTerm, { body: fall })).status).toBe(201);
  });

  it('keeps each organisation’s terms to itself (404 for another’s term id)', async () => {
    const admin = await termAdmin();
    const created = await admin(createTerm, { body: fall });
    const id = created.body.id as string;
    const answers = await Promise.all([
      invoke(updateTerm, { as: 'otherAdmin', path: { id }, body: fall }),
      invoke(deleteTerm, { as: 'otherAdmin', path: { id } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404]);
    expect(
      (await invoke<{ items: Term[] }>(listTerms, { as: 'otherAdmin' })).body.items.some((term) => term.id === id),
    ).toBe(false);
  });

  it('shows the demo organisation its seeded current term', async () => {
    const { body } = await invoke<{ items: Term[] }>(listTerms, { as: 'admin' });
    const today = new Date().toISOString().slice(0, 10);
    expect(body.items.some((term) => term.start_date <= today && today <= term.end_date)).toBe(true);
  });

  it('lists terms in one round trip after resolving the actor (docs/architecture.md §10)', async () => {
    await invoke(listTerms, { as: 'admin' });
    const { result, calls } = await countingRoundTrips(() => invoke(listTerms, { as: 'admin' }));
    expect(result.status).toBe(200);
    expect(calls.slice(2)).toEqual(['QueryCommand']);
  });

  it('refuses students and faculty with 403', async () => {
    const fresh = await freshOrganisation();
    const student = await createUser({ memberships: [[fresh.organizationId, ['student']]] });
    expect((await invoke(listTerms, { as: { sub: student.userId } })).status).toBe(403);
    expect((await invoke(createTerm, { as: 'faculty', body: fall })).status).toBe(403);
  });
});

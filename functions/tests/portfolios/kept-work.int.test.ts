/**
 * Submitted work is kept for its assessors (issue 21 defect 5; ADR 0018 "Submitted work is kept"): the owner
 * may trash (restorably) only work that was never submitted; once a revision exists it stays readable by its
 * assessors and admins whatever the owner does, and its title — what assessors know it by — is refused after
 * submission and in a closed section. Every refusal changes nothing.
 */
import {
  changeSectionStatus,
  deletePortfolio,
  getPortfolio,
  getSection,
  listPortfolios,
  restorePortfolio,
  updatePortfolioSettings,
  withdrawPortfolio,
  type SectionView,
} from '@tessera/shared';
import { storePortfolio } from '../../src/http/portfolios/save';
import { getPortfolio as readStoredPortfolio } from '../../src/ports/portfolios';
import { invoke } from '../support/invoke';
import { activityFixture, fromActivity, ORG, PRACTICUM_ANSWERS } from './activity-support';
import { save, type ErrorBody, type Portfolio } from './support';

type Answer = { portfolio: Portfolio; message: string } & ErrorBody;

/** A practicum submitted by the section's student: revision 1 is with the section's supervisor. */
async function submittedPracticum() {
  const f = await activityFixture();
  const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
  const submitted = await save(f.student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
  if (submitted.status !== 200) throw new Error(`cannot submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const path = { id: f.student.userId, portfolioId: created.body.id };
  const owner = { userId: f.student.userId };
  const read = (as: { userId: string } | 'admin' = owner, actionAs?: string) =>
    invoke<Portfolio & ErrorBody>(getPortfolio, { as, path, query: actionAs ? { action_as: actionAs } : {} });
  return { ...f, portfolio: submitted.body.portfolio, path, owner, read };
}

const trash = (f: { owner: { userId: string }; path: { id: string; portfolioId: string } }, version: number) =>
  invoke<Answer>(deletePortfolio, { as: f.owner, path: f.path, query: { version: String(version) } });

const rename = (
  f: { owner: { userId: string }; path: { id: string; portfolioId: string } },
  body: { version: number; title: string; abstract_text?: string },
) => invoke<Answer>(updatePortfolioSettings, { as: f.owner, path: f.path, body });

describe('submitted work is kept for its assessors (issue 21 defect 5)', () => {
  it('refuses to trash submitted work, even withdrawn, and the supervisor still reads it', async () => {
    const f = await submittedPracticum();
    const title = f.portfolio.title;
    const refused = await trash(f, f.portfolio.version);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'portfolios.submitted_kept',
        message: `${title} has been submitted, so it is kept for its assessors and cannot be moved to the trash.`,
      },
    });
    // Withdrawn, it is back with its owner but revision 1 stays with the assessors: still not trashable.
    const withdrawn = await invoke<{ version: number }>(withdrawPortfolio, {
      as: f.owner,
      path: f.path,
      body: { version: f.portfolio.version },
    });
    expect(withdrawn.status).toBe(200);
    const spanish = await invoke<Answer>(deletePortfolio, {
      as: f.owner,
      path: f.path,
      query: { version: String(withdrawn.body.version) },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish).toMatchObject({
      status: 409,
      body: {
        message: `${title} ya se ha entregado, así que se conserva para sus evaluadores y no se puede mover a la papelera.`,
      },
    });

    // Nothing moved: not in the trash, readable by its owner, its supervisor and an admin of its node.
    const trashed = await invoke<{ items: Portfolio[] }>(listPortfolios, {
      as: f.owner,
      path: { id: f.student.userId },
      query: { state: 'trashed' },
    });
    expect(trashed.body.items).toEqual([]);
    expect((await f.read()).body).toMatchObject({ trashed_at: null, version: withdrawn.body.version });
    expect((await f.read({ userId: f.faculty.userId }, 'supervisor')).status).toBe(200);
    expect((await f.read('admin', 'admin')).status).toBe(200);
  });

  it('refuses a new title once submitted, by settings or by a save; the abstract stays the owner’s', async () => {
    const f = await submittedPracticum();
    const title = f.portfolio.title;
    const renamed = await rename(f, { version: f.portfolio.version, title: 'Something else' });
    expect(renamed).toMatchObject({
      status: 409,
      body: {
        code: 'portfolios.title_fixed_submitted',
        fields: {
          title: 'The title cannot be changed once the work has been submitted: its assessors know it by this title.',
        },
      },
    });
    // Withdrawn, the owner saves drafts again, but not a new title.
    const withdrawn = await invoke<{ version: number }>(withdrawPortfolio, {
      as: f.owner,
      path: f.path,
      body: { version: f.portfolio.version },
    });
    const draft = { id: f.portfolio.id, version: withdrawn.body.version };
    const bySave = await save(f.student, draft, { portfolio_action: 'save_as_draft', title: 'Renamed' });
    expect(bySave).toMatchObject({ status: 409, body: { code: 'portfolios.title_fixed_submitted' } });
    const sameTitle = await save(f.student, draft, { portfolio_action: 'save_as_draft', title });
    expect(sameTitle.status).toBe(200);

    // The same title with a new abstract is no rename: the owner's timeline text changes.
    const abstract = await rename(f, { version: draft.version + 1, title: ` ${title} `, abstract_text: 'Week 2.' });
    expect(abstract).toMatchObject({ status: 200, body: { portfolio: { title, abstract_text: 'Week 2.' } } });
    const seen = await f.read({ userId: f.faculty.userId }, 'supervisor');
    expect(seen.body.title).toBe(title);
  });

  it('refuses a new title in a closed section, even for work never submitted', async () => {
    const f = await activityFixture();
    const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
    const owner = { userId: f.student.userId };
    const path = { id: f.student.userId, portfolioId: created.body.id };
    const section = await invoke<SectionView>(getSection, { as: 'admin', path: { id: f.groupId } });
    const closed = await invoke(changeSectionStatus, {
      as: 'admin',
      path: { id: f.groupId },
      body: { status: 'closed', version: section.body.version },
    });
    expect(closed.status).toBe(200);
    const renamed = await rename({ owner, path }, { version: created.body.version, title: 'After the end' });
    expect(renamed).toMatchObject({
      status: 409,
      body: { fields: { title: 'The title cannot be changed: this section is closed.' } },
    });
    const stored = await readStoredPortfolio(ORG, created.body.id, { consistent: true });
    expect(stored).toMatchObject({ title: created.body.title, version: created.body.version });
  });

  it('keeps submitted work trashed before this rule readable by its assessors and admins', async () => {
    const f = await submittedPracticum();
    // What the old DELETE left behind: a submitted portfolio in its owner's trash.
    const current = await readStoredPortfolio(ORG, f.path.portfolioId, { consistent: true });
    if (!current) throw new Error('the submitted portfolio is missing');
    const next = { ...current, trashedAt: new Date().toISOString(), version: current.version + 1 };
    expect((await storePortfolio({ current, next })).result.outcome).toBe('saved');

    const supervisor = await f.read({ userId: f.faculty.userId }, 'supervisor');
    expect(supervisor).toMatchObject({ status: 200, body: { id: f.path.portfolioId } });
    expect((await f.read('admin', 'admin')).status).toBe(200);
    // Its owner can take it back out of the trash.
    const restored = await invoke(restorePortfolio, { as: f.owner, path: f.path, body: { version: next.version } });
    expect(restored.status).toBe(200);
  });
});

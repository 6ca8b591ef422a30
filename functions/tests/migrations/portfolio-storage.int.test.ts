/**
 * Migration 0028-portfolio-storage (docs/adr/0028-portfolios-at-institution-scale.md §1, §2, §5): portfolios and
 * revisions stored in the old shape (pages and content in one item) are moved to heads, fields and shared
 * template snapshots. Seeded here in the old shape directly, read through the API, migrated twice (the first
 * run stopped after its first checkpoint), and read again: every answer is the same.
 */
import { comparePortfolioRevisions, getPortfolio, getPortfolioRevision, listPortfolios } from '@tessera/shared';
import { ulid } from 'ulid';
import { getItem, putItem, queryItems } from '../../src/db/items';
import { portfolioEntity, type PortfolioHead } from '../../src/db/portfolios/entities/portfolio';
import { fieldsPrefix, portfolioFieldEntity } from '../../src/db/portfolios/entities/portfolio-field';
import { portfolioRevisionEntity } from '../../src/db/portfolios/entities/portfolio-revision';
import { portfolioRowEntity, rowOf } from '../../src/db/portfolios/entities/portfolio-row';
import { clearSnapshotCache } from '../../src/db/templates/template-snapshots';
import { getTemplate } from '../../src/db/templates/templates';
import { MIGRATION_WRITE_ID, portfolioStorageMigration } from '../../src/migrations/0028-portfolio-storage';
import { MIGRATIONS } from '../../src/migrations';
import type { MigrationContext } from '../../src/migrations/types';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { invoke } from '../support/invoke';
import { FORM_ANSWERS, freshUser } from '../portfolios/support';

const ORG = 'org_demo';

/** A checkpoint store as the runner keeps one; `stopAfter` throws after that many saves (a run stopped halfway). */
function migrationContext(stopAfter = Infinity) {
  const checkpoints = new Map<string, string>();
  let saves = 0;
  const context: MigrationContext = {
    readCheckpoint: (scope) => Promise.resolve(checkpoints.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      checkpoints.set(scope, checkpoint);
      saves += 1;
      if (saves >= stopAfter) return Promise.reject(new Error('stopped'));
      return Promise.resolve();
    },
    log: () => undefined,
  };
  return { context, checkpoints, reset: () => checkpoints.clear() };
}

/** A submitted form portfolio of the old shape: its head with pages and content, two revisions likewise. */
async function oldShapePortfolio(ownerId: string, answer: string) {
  const template = await getTemplate(ORG, DEMO_TEMPLATES.form);
  if (!template) throw new Error('no demo form');
  const pages = template.pages.map((page) => ({ id: page.id, title: page.title, components: page.components }));
  const now = new Date().toISOString();
  const owner = { userId: ownerId, firstName: 'Ola', lastName: 'Oldshape' };
  const portfolioId = ulid();
  const first = { ...FORM_ANSWERS, 'textfield-1': { content: 'First version' } };
  const content = { ...FORM_ANSWERS, 'textfield-1': { content: answer } };
  const revisions = [1, 2].map((revision) => ({ revision, submittedAt: now, submittedBy: owner, assessments: [] }));
  const head: PortfolioHead = {
    organizationId: ORG,
    portfolioId,
    owner,
    type: 'portfolio',
    templateId: template.templateId,
    templateTitle: template.title,
    snapshotId: null,
    nodeId: template.nodeId,
    workflowId: template.workflowId,
    title: `Old shape ${portfolioId}`,
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    timelineOrderAt: now,
    displayAssessmentPanel: false,
    isShowNamesToSubmitters: false,
    rolesAllowedMoveToDone: template.rolesAllowedMoveToDone,
    state: 'in_assessment',
    participants: [],
    revisions,
    submittedAt: now,
    assessDoneAt: null,
    groupId: null,
    activityId: null,
    groupTitle: null,
    activityStatus: null,
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 5,
    createdAt: now,
    updatedAt: now,
    pages,
    content,
  };
  await putItem(portfolioEntity, head);
  await putItem(portfolioRowEntity, rowOf(head));
  for (const [revision, frozen] of [
    [1, first],
    [2, content],
  ] as const)
    await putItem(portfolioRevisionEntity, {
      organizationId: ORG,
      portfolioId,
      revision,
      title: head.title,
      templateId: null,
      snapshotId: null,
      writeId: null,
      submittedAt: now,
      submittedBy: owner,
      actedBy: null,
      portfolioVersion: revision + 2,
      pages,
      content: frozen,
    });
  return head;
}

/** Everything the owner reads of a portfolio through the API. */
async function readThroughApi(ownerId: string, portfolioId: string) {
  const as = { userId: ownerId };
  const path = { id: ownerId, portfolioId };
  const [portfolio, first, second, comparison, list] = await Promise.all([
    invoke(getPortfolio, { as, path }),
    invoke(getPortfolioRevision, { as, path: { ...path, revision: '1' } }),
    invoke(getPortfolioRevision, { as, path: { ...path, revision: '2' } }),
    invoke(comparePortfolioRevisions, { as, path, query: { from: '1', to: '2' } }),
    invoke(listPortfolios, { as, path: { id: ownerId } }),
  ]);
  for (const answer of [portfolio, first, second, comparison, list]) expect(answer.status).toBe(200);
  return {
    portfolio: portfolio.body,
    first: first.body,
    second: second.body,
    comparison: comparison.body,
    list: list.body,
  };
}

describe('migration 0028-portfolio-storage', () => {
  it('is in the list npm run migrate applies', () => {
    expect(MIGRATIONS.map((migration) => migration.id)).toContain('0028-portfolio-storage');
  });

  it('moves old-shape portfolios and revisions to heads, fields and shared snapshots; reads the same; runs twice', async () => {
    const owner = await freshUser();
    const long = `Long answer ${'lorem ipsum '.repeat(4_000)}`;
    const one = await oldShapePortfolio(owner.userId, long);
    const two = await oldShapePortfolio(owner.userId, 'Short answer');
    const before = await Promise.all([one, two].map((head) => readThroughApi(owner.userId, head.portfolioId)));
    expect(before[0]?.second).toMatchObject({ content: { 'textfield-1': { content: long } } });

    // A run stopped after its first checkpoint, resumed, then run again over what it moved.
    const { context } = migrationContext(1);
    await expect(portfolioStorageMigration.run(context)).rejects.toThrow('stopped');
    const resumed = migrationContext();
    await portfolioStorageMigration.run(resumed.context);
    resumed.reset();
    await portfolioStorageMigration.run(resumed.context);

    clearSnapshotCache();
    const after = await Promise.all([one, two].map((head) => readThroughApi(owner.userId, head.portfolioId)));
    expect(after).toEqual(before);

    const heads = await Promise.all(
      [one, two].map((head) => getItem(portfolioEntity, { organizationId: ORG, portfolioId: head.portfolioId })),
    );
    for (const head of heads) {
      expect(head).not.toHaveProperty('pages');
      expect(head).not.toHaveProperty('content');
      expect(head?.version).toBe(5);
    }
    // Equal pages share one snapshot.
    expect(heads[0]?.snapshotId).toMatch(/^[0-9a-f]{64}$/);
    expect(heads[1]?.snapshotId).toBe(heads[0]?.snapshotId);
    const { items: fields } = await queryItems(portfolioFieldEntity, {
      partition: `ORG#${ORG}`,
      prefix: fieldsPrefix(one.portfolioId),
      all: true,
    });
    expect(fields.map((field) => field.componentId).sort()).toEqual(Object.keys(one.content ?? {}).sort());
    expect(fields.find((field) => field.componentId === 'textfield-1')?.object).not.toBeNull();
    const revision = await getItem(portfolioRevisionEntity, {
      organizationId: ORG,
      portfolioId: one.portfolioId,
      revision: 1,
    });
    expect(revision).toMatchObject({ snapshotId: heads[0]?.snapshotId, writeId: MIGRATION_WRITE_ID });
    expect(revision).not.toHaveProperty('content');
  });
});

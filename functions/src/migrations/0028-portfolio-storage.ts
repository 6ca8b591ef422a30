import { putItem, queryItems, queryStored } from '../db/items';
import { batchPut } from '../db/batch';
import { where } from '../db/expressions';
import { prepareValue } from '../db/portfolios/field-values';
import { portfolioEntity, type PortfolioHead } from '../db/portfolios/entities/portfolio';
import {
  portfolioRevisionEntity,
  portfolioRevisionFieldEntity,
  type PortfolioRevisionHead,
} from '../db/portfolios/entities/portfolio-revision';
import { getItem } from '../db/items';
import { organisationEntity, ORGANISATION_LISTING } from '../db/identity/entities/organisation';
import { putObject } from '../adapters/object-storage';
import { storePortfolio } from '../http/portfolios/save';
import { saveTemplateSnapshot, snapshotOf } from '../ports/templates';
import type { Migration, MigrationContext } from './types';

/**
 * ADR 0028 §1, §2: portfolios and revisions of the old shape (pages and content in one item) become heads,
 * fields and shared template snapshots. For each organisation, its portfolio heads are read a page at a time
 * (Query `ORG#<orgId>`, `begins_with(sk, PORTFOLIO#)`), the page's cursor saved as the checkpoint after it; a
 * portfolio still of the old shape (no `snapshotId`) has its revisions moved first, then itself, so a portfolio
 * that has moved has moved whole (what a second run, or a run resumed after a stop, skips).
 *
 * - A snapshot is made of the pages each portfolio or revision copied (`templateId`: its template's), so
 *   equal pages share one item (the id is their hash); stored only if absent.
 * - A revision's content becomes its fields (under the fixed writeId `m0028`, so a repeated step writes the
 *   same items), then its head is put without pages or content, conditioned on still being of the old shape.
 * - A portfolio is saved through the portfolios' own write (http/portfolios/save.ts storePortfolio) at the
 *   version it has: every component a field, large values in S3, the head without pages and content,
 *   conditioned on that version (a portfolio saved meanwhile moved itself: nothing is lost, it is skipped).
 */
const PAGE_SIZE = 25;
const DONE = 'done';
export const MIGRATION_WRITE_ID = 'm0028';

/** Every organisation's id, from the organisations' listing (one Query). */
export async function organisationIds(): Promise<string[]> {
  const { items } = await queryStored({
    index: 'byListing',
    partition: ORGANISATION_LISTING,
    prefix: 'NAME#',
    all: true,
  });
  return items.map((item) => organisationEntity.fromStored(item).organizationId);
}

async function moveRevision(head: PortfolioHead, number: number): Promise<void> {
  const { organizationId, portfolioId } = head;
  const revision: PortfolioRevisionHead | null = await getItem(
    portfolioRevisionEntity,
    { organizationId, portfolioId, revision: number },
    { consistent: true },
  );
  if (!revision || revision.snapshotId !== null) return;
  const snapshot = snapshotOf({ organizationId, templateId: head.templateId, pages: revision.pages ?? [] });
  await saveTemplateSnapshot(snapshot);
  const prepared = Object.entries(revision.content ?? {}).map(([componentId, value]) => ({
    componentId,
    // Version 0: no live write names an object so (head versions start at 1).
    ...prepareValue(organizationId, portfolioId, componentId, value, 0),
  }));
  await Promise.all(
    prepared.flatMap(({ object }) =>
      object ? [putObject(object.key, Buffer.from(object.body, 'utf8'), 'application/json')] : [],
    ),
  );
  await batchPut(
    portfolioRevisionFieldEntity,
    prepared.map(({ componentId, stored }) => ({
      organizationId,
      portfolioId,
      revision: number,
      writeId: MIGRATION_WRITE_ID,
      componentId,
      ...stored,
    })),
  );
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the old shape's copies are what moves out
  const { pages, content, ...rest } = revision;
  await putItem(
    portfolioRevisionEntity,
    { ...rest, templateId: head.templateId, snapshotId: snapshot.snapshotId, writeId: MIGRATION_WRITE_ID },
    { if: where.and((context) => `attribute_exists(${context.name('pk')})`, where.notExists('snapshotId')) },
  );
}

async function movePortfolio(head: PortfolioHead, log: (message: string) => void): Promise<void> {
  for (const summary of head.revisions) await moveRevision(head, summary.revision);
  const { pages, content, ...rest } = head;
  const portfolio = { ...rest, pages: pages ?? [], content: content ?? {} };
  const { result } = await storePortfolio({ current: portfolio, next: portfolio });
  if (result.outcome !== 'saved') log(`portfolio ${head.portfolioId} changed meanwhile: it moved with its save`);
}

async function migrateOrganisation(organizationId: string, context: MigrationContext): Promise<number> {
  let cursor = await context.readCheckpoint(organizationId);
  if (cursor === DONE) return 0;
  let moved = 0;
  do {
    const page = await queryItems(portfolioEntity, {
      partition: `ORG#${organizationId}`,
      prefix: 'PORTFOLIO#',
      limit: PAGE_SIZE,
      cursor,
      consistent: true,
    });
    for (const head of page.items) {
      if (head.snapshotId !== null) continue;
      await movePortfolio(head, context.log);
      moved += 1;
    }
    cursor = page.cursor;
    await context.saveCheckpoint(organizationId, cursor ?? DONE);
  } while (cursor);
  return moved;
}

export const portfolioStorageMigration: Migration = {
  id: '0028-portfolio-storage',
  summary: 'Portfolios and revisions as heads, fields and shared template snapshots (ADR 0028 §1, §2)',
  async run(context) {
    for (const organizationId of await organisationIds()) {
      const moved = await migrateOrganisation(organizationId, context);
      if (moved > 0) context.log(`${organizationId}: ${moved} portfolios moved`);
    }
  },
};

import { ulid } from 'ulid';
import { batchDelete, writeThenCommit } from '../batch';
import { where } from '../expressions';
import { check, create, put, remove, TRANSACTION_LIMIT, transactWrite, type WritePart } from '../transaction';
import { headOf, portfolioEntity, type Portfolio } from './entities/portfolio';
import { portfolioCommentEntity, type PortfolioComment } from './entities/portfolio-comment';
import { portfolioFieldEntity, type PortfolioField, type StoredValue } from './entities/portfolio-field';
import {
  portfolioRevisionEntity,
  portfolioRevisionFieldEntity,
  revisionHeadOf,
  type PortfolioRevision,
  type PortfolioRevisionField,
} from './entities/portfolio-revision';
import { portfolioRowEntity, rowOf } from './entities/portfolio-row';

/**
 * Every change to a portfolio is one commit (docs/data-model.md "Portfolios: writes that race", ADR 0028 §1):
 * the head (created only if absent, else conditioned on the version read), a `portfolioField` for each
 * component whose content changed (and nothing else of the content), its list row, and what the change
 * brings with it: the revision a submit freezes (its fields written first, its head last and only if absent:
 * a revision is never rewritten), a comment, and the parts other contexts join (courses: the activity's
 * progress). Fields that do not fit in the head's transaction are written before it and committed by it
 * (db/batch.ts writeThenCommit).
 */
export type PortfolioWriteOutcome = { outcome: 'saved' } | { outcome: 'conflict' } | { outcome: 'joined_refused' };

export interface PortfolioWrite {
  current: Portfolio | null;
  next: Portfolio;
  /**
   * The content of the components this change writes, as stored (large values already in S3): every
   * component of a new portfolio, or of one still of the old shape; those that changed otherwise.
   */
  fields: Readonly<Record<string, StoredValue>>;
  /**
   * Components whose content the change drops (an accepted template update, ADR 0028 §2): their fields are
   * deleted in the head's transaction, so no reader sees the head without them or them under the new head.
   * Those that do not fit are deleted right after the commit; they are all of components the new snapshot no
   * longer has (`gone`), which no reader shows.
   */
  dropped?: { changed: readonly string[]; gone: readonly string[] };
  /** The same components' content before the change, as stored: kept beside a field written ahead of its commit. */
  previousFields?: Readonly<Record<string, StoredValue>>;
  /** A submit: the revision and every component's content as stored, frozen with it. */
  revision?: { revision: PortfolioRevision; fields: Readonly<Record<string, StoredValue>> };
  comment?: PortfolioComment;
  /** Parts of other contexts joined to this write (e.g. ports/courses.ts progressStatusChange). */
  joined?: Readonly<Record<string, WritePart>>;
  /**
   * The template snapshot the portfolio runs, when it may not be stored yet (ports/templates.ts snapshotParts:
   * `snapshot` and `snapshotPage:<n>`, each created only if absent). If they alone fail, the snapshot exists:
   * the write is made again without them.
   */
  snapshot?: Readonly<Record<string, WritePart>>;
}

const isSnapshotPart = (name: string) => name === 'snapshot' || name.startsWith('snapshotPage:');

const headCondition = (version: number) =>
  where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', version));

export async function writePortfolio(change: PortfolioWrite): Promise<PortfolioWriteOutcome> {
  const { current, next } = change;
  const { organizationId, portfolioId } = next;
  const writeId = ulid();
  const parts: Record<string, WritePart | undefined> = {
    portfolio: current
      ? put(portfolioEntity, headOf(next), headCondition(current.version))
      : create(portfolioEntity, headOf(next)),
    row: put(portfolioRowEntity, rowOf(next)),
    revision: change.revision
      ? create(portfolioRevisionEntity, { ...revisionHeadOf(change.revision.revision), writeId })
      : undefined,
    comment: change.comment ? create(portfolioCommentEntity, change.comment) : undefined,
  };
  for (const [name, part] of Object.entries(change.joined ?? {})) parts[`joined:${name}`] = part;
  // A kind changed under the same id must go with the head (its content would no longer read); components gone
  // from the snapshot fill what room is left, and the rest follow the commit.
  const drops = [...(change.dropped?.changed ?? []), ...(change.dropped?.gone ?? [])];
  const dropRoom = Math.max(
    change.dropped?.changed.length ?? 0,
    TRANSACTION_LIMIT - 10 - Object.values(parts).filter(Boolean).length - Object.keys(change.snapshot ?? {}).length,
  );
  const dropNow = drops.slice(0, dropRoom);
  const dropLater = drops.slice(dropRoom);
  for (const componentId of dropNow)
    parts[`drop:${componentId}`] = remove(portfolioFieldEntity, { organizationId, portfolioId, componentId });

  const fields: PortfolioField[] = Object.entries(change.fields).map(([componentId, stored]) => ({
    organizationId,
    portfolioId,
    componentId,
    value: stored.value,
    object: stored.object,
    version: next.version,
    previous: null,
  }));
  const snapshot = change.snapshot ?? {};
  const room = TRANSACTION_LIMIT - Object.values(parts).filter(Boolean).length - Object.keys(snapshot).length;
  const run = async (fieldParts: Record<string, WritePart>) => {
    let outcome = await transactWrite({ ...parts, ...snapshot, ...fieldParts });
    if (!outcome.ok && outcome.failed.size > 0 && [...outcome.failed].every(isSnapshotPart))
      outcome = await transactWrite({ ...parts, ...fieldParts });
    if (outcome.ok) return { outcome: 'saved' } as const;
    if ([...outcome.failed].some((name) => name.startsWith('joined:'))) return { outcome: 'joined_refused' } as const;
    return { outcome: 'conflict' } as const;
  };
  const saved = (result: PortfolioWriteOutcome) => result.outcome === 'saved';

  const commitPortfolio = (): Promise<PortfolioWriteOutcome> => {
    if (fields.length <= room)
      return run(
        Object.fromEntries(fields.map((field) => [`field:${field.componentId}`, put(portfolioFieldEntity, field)])),
      );
    // More fields than one transaction holds: written first under the next version, each keeping the value it
    // replaces (a reader takes a field only at or below the head's version, else its previous value); the
    // head's conditioned write commits them. A refused commit puts the replaced ones back.
    const previousVersion = current?.version ?? 0;
    const ahead = fields.map((field) => {
      const previous = change.previousFields?.[field.componentId];
      return previous ? { ...field, previous: { ...previous, version: previousVersion } } : field;
    });
    const restore = ahead.flatMap((field) =>
      field.previous
        ? [
            {
              ...field,
              value: field.previous.value,
              object: field.previous.object,
              version: previousVersion,
              previous: null,
            },
          ]
        : [],
    );
    return writeThenCommit(portfolioFieldEntity, ahead, () => run({}), saved, restore);
  };

  if (!change.revision) {
    const result = await commitPortfolio();
    if (result.outcome === 'saved' && dropLater.length > 0)
      await batchDelete(
        portfolioFieldEntity,
        dropLater.map((componentId) => ({ organizationId, portfolioId, componentId })),
      );
    return result;
  }
  // The revision's fields are written first, under this submit's writeId (in their key: a submit that lost the
  // race for the same number deletes only its own); its head, created in the commit, makes them the revision's.
  const { revision } = change.revision;
  const revisionFields: PortfolioRevisionField[] = Object.entries(change.revision.fields).map(
    ([componentId, stored]) => ({
      organizationId,
      portfolioId,
      revision: revision.revision,
      writeId,
      componentId,
      value: stored.value,
      object: stored.object,
    }),
  );
  return writeThenCommit(portfolioRevisionFieldEntity, revisionFields, commitPortfolio, saved);
}

export type CommentWriteOutcome = 'saved' | 'conflict';

/** A comment's change by its author, conditioned on the version read. */
export async function replaceComment(current: PortfolioComment, next: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({
    comment: put(
      portfolioCommentEntity,
      next,
      where.and((context) => `attribute_exists(${context.name('pk')})`, where.eq('version', current.version)),
    ),
  });
  return outcome.ok ? 'saved' : 'conflict';
}

/** A comment deleted by its author, conditioned on the version read. */
export async function deleteComment(current: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({
    comment: remove(portfolioCommentEntity, current, where.eq('version', current.version)),
  });
  return outcome.ok ? 'saved' : 'conflict';
}

/** A comment added without changing the portfolio (the thread's assessment already exists). */
export async function insertComment(comment: PortfolioComment): Promise<CommentWriteOutcome> {
  const outcome = await transactWrite({ comment: create(portfolioCommentEntity, comment) });
  return outcome.ok ? 'saved' : 'conflict';
}

/**
 * The portfolio's parts when an assessor's first save records their assessment on the revision's summary
 * (the assessments context's transaction, http/assessments/assessment-writes.ts): the head, conditioned on the
 * version read (a lost race is the part `portfolio`: read it again and retry), and its list row. The content is
 * not touched. A head of the old shape keeps its pages and content (the summary is all that changes).
 */
export function portfolioSummaryChange(current: Portfolio, next: Portfolio): { portfolio: WritePart; row: WritePart } {
  const head = current.snapshotId ? headOf(next) : { ...headOf(next), pages: next.pages, content: next.content };
  return {
    portfolio: put(portfolioEntity, head, headCondition(current.version)),
    row: put(portfolioRowEntity, rowOf(next)),
  };
}

/**
 * A condition that the portfolio is still at the version read: a write of another context that depends on the
 * portfolio's state without changing it (the reports' summary of its counted assessment, written by an
 * assessor's save) joins this, so it never records what a concurrent change has already undone.
 */
export function portfolioUnchanged(portfolio: Portfolio): WritePart {
  return check(portfolioEntity, portfolio, where.eq('version', portfolio.version));
}

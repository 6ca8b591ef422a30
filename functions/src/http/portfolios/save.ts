import { assessmentComponentsOf, conflict, type DomainError } from '@tessera/shared';
import { prepareValue, type PreparedValue } from '../../db/portfolios/field-values';
import { writePortfolio, type PortfolioWriteOutcome } from '../../db/portfolios/portfolio-changes';
import type { PortfolioComment, PortfolioRevision, StoredValue } from '../../db/portfolios/portfolios';
import type { WritePart } from '../../db/transaction';
import type { Actor } from '../../lib/http/types';
import { getPortfolio, requireViewer, visibleContent, workflowView, type Portfolio } from '../../ports/portfolios';
import {
  isTemplateSnapshotKnown,
  rememberTemplateSnapshot,
  snapshotOf,
  snapshotParts,
  snapshotUseChange,
  type TemplateSnapshot,
} from '../../ports/templates';
import { assessmentSummaryParts } from '../../ports/reports';
import { progressPart } from './activity-link';

/** One change of a portfolio as the use cases make it: the portfolio before (null: new) and after, and what comes with it. */
export interface PortfolioChange {
  current: Portfolio | null;
  next: Portfolio;
  revision?: PortfolioRevision;
  comment?: PortfolioComment;
  joined?: Readonly<Record<string, WritePart>>;
  /** Components whose content the change drops (an accepted template update): their fields are deleted. */
  dropped?: { changed: readonly string[]; gone: readonly string[] };
}

/**
 * A save over a newer version is refused with 409 and the newer work in the answer (`current`: version,
 * state and the content the caller may see), so the composer can show it and nothing is lost silently.
 */
export async function staleError(actor: Actor, portfolio: Portfolio): Promise<DomainError> {
  let current: Record<string, unknown> = { version: portfolio.version, state: portfolio.state };
  try {
    const viewer = await requireViewer(actor, portfolio);
    const view = workflowView(portfolio, viewer);
    current = {
      version: portfolio.version,
      state: portfolio.state,
      title: portfolio.title,
      updated_at: portfolio.updatedAt,
      content: visibleContent(portfolio, view.modes),
    };
  } catch {
    // The caller no longer holds a role on it: the version alone.
  }
  return conflict('portfolios.stale', { current });
}

/** The version the caller read is the one stored, else the stale 409. */
export async function requireVersion(actor: Actor, portfolio: Portfolio, version: number): Promise<void> {
  if (portfolio.version !== version) throw await staleError(actor, portfolio);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The components a change writes (ADR 0028 §1): those whose content changed; every one for a new portfolio or
 * one still of the old shape (no snapshot: its content moves to fields now).
 */
function writtenComponents(current: Portfolio | null, next: Portfolio): string[] {
  const ids = Object.keys(next.content);
  if (!current || current.snapshotId === null) return ids;
  // A field left ahead of a commit that never came is written again with the value read (ADR 0028 "As built").
  const uncommitted = new Set(current.uncommitted ?? []);
  return ids.filter((id) => uncommitted.has(id) || !sameValue(current.content[id], next.content[id]));
}

/**
 * The values as stored; large ones put in S3 first, named by their hash and `version`, the head version the write
 * commits (db/portfolios/field-values.ts fieldObjectKey): only one write commits a version, so a key is only
 * ever put by that write (and by writes that lost the race for it, at the same moment): no later write names an
 * object the sweep may have found unreferenced (ADR 0028 §1).
 */
async function storeValues(
  portfolio: Portfolio,
  ids: readonly string[],
  version: number,
): Promise<Record<string, StoredValue>> {
  const prepared = ids.flatMap((id): [string, PreparedValue][] => {
    const value = portfolio.content[id];
    return value ? [[id, prepareValue(portfolio.organizationId, portfolio.portfolioId, id, value, version)]] : [];
  });
  const objects = prepared.flatMap(([, { object }]) => (object ? [object] : []));
  if (objects.length > 0) {
    // Only answers over 32 KB go to S3: the bucket's adapter loads on that rare path.
    const { putObject } = await import('../../adapters/object-storage');
    await Promise.all(
      objects.map((object) => putObject(object.key, Buffer.from(object.body, 'utf8'), 'application/json')),
    );
  }
  return Object.fromEntries(prepared.map(([id, { stored }]) => [id, stored]));
}

/**
 * A revision's content as stored, its large values put under the submit's version (the objects of the fields
 * this submit writes are the same ones): a revision never names an object an earlier write put, so it never
 * names one the sweep may be deleting.
 */
function storeRevisionValues(portfolio: Portfolio, revision: PortfolioRevision) {
  return storeValues({ ...portfolio, content: revision.content }, Object.keys(revision.content), portfolio.version);
}

/**
 * The portfolio with its template snapshot: a portfolio made from a template has the template's; an evidence
 * item, or one of the old shape, gets the snapshot of its own pages, written with it unless this container
 * knows it is stored.
 */
function withSnapshot(portfolio: Portfolio): { next: Portfolio; snapshot: TemplateSnapshot | null } {
  if (portfolio.snapshotId !== null) return { next: portfolio, snapshot: null };
  const snapshot = snapshotOf({
    organizationId: portfolio.organizationId,
    templateId: portfolio.templateId,
    pages: portfolio.pages,
  });
  return {
    next: { ...portfolio, snapshotId: snapshot.snapshotId },
    snapshot: isTemplateSnapshotKnown(snapshot) ? null : snapshot,
  };
}

/**
 * The counters of portfolios per template snapshot (ADR 0028 §2: what the template's admin screen lists) moved
 * by a change that puts a portfolio made from a template on a snapshot or takes it off one; nothing otherwise.
 */
function snapshotCountParts(current: Portfolio | null, next: Portfolio): Record<string, WritePart> {
  const { organizationId, templateId, type } = next;
  const from = current?.snapshotId ?? null;
  const to = next.snapshotId;
  if (templateId === null || type !== 'portfolio' || from === to) return {};
  return {
    ...(from ? { snapshotLeft: snapshotUseChange(organizationId, templateId, from, -1, next.updatedAt) } : {}),
    ...(to ? { snapshotJoined: snapshotUseChange(organizationId, templateId, to, 1, next.updatedAt) } : {}),
  };
}

/**
 * Stores a change (ADR 0028 §1): the head, the changed fields (large values in S3 first), the row, and with a
 * submit the revision and a copy of every field, in one commit (db/portfolios/portfolio-changes.ts). Returns
 * the outcome and the portfolio as stored (with its snapshot).
 */
export async function storePortfolio(
  change: PortfolioChange,
): Promise<{ result: PortfolioWriteOutcome; saved: Portfolio }> {
  const { current } = change;
  const { next, snapshot } = withSnapshot(change.next);
  const written = writtenComponents(current, next);
  const many = written.length > 90;
  const [fields, previousFields, revisionFields] = await Promise.all([
    storeValues(next, written, next.version),
    // Kept beside a field written ahead of its commit (`previous`): a large one put again under this write's
    // version, so what `previous` names is an object of this write, never one the sweep may be deleting.
    many && current?.snapshotId ? storeValues(current, written, next.version) : Promise.resolve(undefined),
    // The revision freezes its own content (the portfolio's as submitted).
    change.revision ? storeRevisionValues(next, change.revision) : Promise.resolve(undefined),
  ]);
  const revision =
    change.revision && revisionFields
      ? {
          revision: { ...change.revision, templateId: next.templateId, snapshotId: next.snapshotId },
          fields: revisionFields,
        }
      : undefined;
  const counts = snapshotCountParts(current, next);
  const joined = Object.keys(counts).length > 0 ? { ...change.joined, ...counts } : change.joined;
  const result = await writePortfolio({
    current,
    next,
    fields,
    ...(change.dropped ? { dropped: change.dropped } : {}),
    ...(previousFields ? { previousFields } : {}),
    ...(revision ? { revision } : {}),
    ...(change.comment ? { comment: change.comment } : {}),
    ...(joined ? { joined } : {}),
    ...(snapshot ? { snapshot: snapshotParts(snapshot) } : {}),
  });
  if (snapshot && result.outcome === 'saved') rememberTemplateSnapshot(snapshot);
  return { result, saved: next };
}

/**
 * Writes the change, conditioned on the version read; a lost race reads the portfolio again (consistently)
 * and answers the stale 409 with what won. A portfolio of an activity joins the member's progress to every
 * write (withdraw and revision included), so the activity's status always matches the portfolio's state, and
 * the section's summary of its counted assessment whenever that moves (ports/reports.ts). Returns the
 * portfolio as saved.
 */
export async function savePortfolio(actor: Actor, change: PortfolioChange): Promise<Portfolio> {
  // The section's summary of the counted assessment moves with it (Mark as done, its Undo, a Submit to done, a
  // request for revision, a new revision): ADR 0028 §3, so a report never disagrees with the portfolio.
  const [summary, progress] = await Promise.all([
    assessmentSummaryParts({
      before: change.current,
      next: change.next,
      components: assessmentComponentsOf(change.next.pages),
    }),
    change.joined ?? progressPart(change.current, change.next),
  ]);
  const joined = { ...progress, ...summary };
  const { result, saved } = await storePortfolio(Object.keys(joined).length > 0 ? { ...change, joined } : change);
  if (result.outcome === 'saved') return saved;
  if (result.outcome === 'joined_refused') throw conflict('workflows.action_not_allowed');
  const now = change.current
    ? await getPortfolio(change.current.organizationId, change.current.portfolioId, { consistent: true })
    : null;
  if (!now) throw conflict('portfolios.stale');
  throw await staleError(actor, now);
}

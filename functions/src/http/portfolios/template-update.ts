import { conflict, type TemplateUpdateOffer } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { isSessionSuperseded } from '../../lib/http/rules';
import { componentsOf, type Portfolio, type Viewer } from '../../ports/portfolios';
import { readTemplateCurrent, readTemplateSnapshot, type TemplateSnapshot } from '../../ports/templates';
import { requireVersion, savePortfolio } from './save';

/** Whether content holds anything (an answer left empty is not lost by a change of its component). */
const holdsContent = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'object' && Object.values(value as object).every((inner) => !holdsContent(inner))) &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** An answer a new version would drop: its component, and where the owner sees it now. */
export interface LostAnswer {
  componentId: string;
  pageTitle: string;
  fieldTitle: string;
  /** The component is still there under the same id but of another kind (else: gone from the new version). */
  kindChanged: boolean;
}

const labelOf = (config: Record<string, unknown>): string =>
  typeof config.label === 'string' && config.label.trim() !== '' ? config.label : String(config.type ?? '');

/**
 * The answers moving `content` from `before`'s pages to `after`'s would drop (ADR 0028 §2): every component
 * holding content that is not in `after` under the same id and of the same kind (so its content no longer
 * reads), in the order the owner meets them, named by page and field title as they are now.
 */
export function lostAnswers(
  before: Portfolio['pages'],
  after: Portfolio['pages'],
  content: Portfolio['content'],
): LostAnswer[] {
  const kinds = new Map(componentsOf(after).map((component) => [component.component_id, component.type]));
  return before.flatMap((page) =>
    page.components.flatMap((config): LostAnswer[] => {
      const component = config as Record<string, unknown>;
      const id = String(component.component_id ?? '');
      if (!holdsContent(content[id]) || kinds.get(id) === component.type) return [];
      return [{ componentId: id, pageTitle: page.title, fieldTitle: labelOf(component), kindChanged: kinds.has(id) }];
    }),
  );
}

/** Whether moving `content` from `before`'s pages to `after`'s loses nothing. */
export function isLosslessUpdate(
  before: Portfolio['pages'],
  after: Portfolio['pages'],
  content: Portfolio['content'],
): boolean {
  return lostAnswers(before, after, content).length === 0;
}

/**
 * Whether the caller may take or be offered a newer template version now: the owner, in their own view, of a
 * portfolio made from a template, in one of its drafts (created or in preparation: never while assessed or
 * done), not in the trash, not of a closed activity, from a session not superseded.
 */
function mayUpdate(actor: Actor, portfolio: Portfolio, viewer: Viewer): boolean {
  return (
    viewer.isOwner &&
    viewer.viewAs === 'owner' &&
    portfolio.type === 'portfolio' &&
    portfolio.templateId !== null &&
    portfolio.snapshotId !== null &&
    (portfolio.state === 'created' || portfolio.state === 'in_preparation') &&
    portfolio.trashedAt === null &&
    portfolio.activityStatus !== 'closed' &&
    !isSessionSuperseded(actor)
  );
}

/** The template's newer published snapshot than the portfolio's, or null (none, not published, gone). */
async function newerSnapshot(portfolio: Portfolio, fresh: boolean): Promise<TemplateSnapshot | null> {
  const { organizationId, templateId, snapshotId } = portfolio;
  if (templateId === null) return null;
  const current = await readTemplateCurrent(organizationId, templateId, { fresh });
  if (!current || current.state !== 'published' || !current.snapshotId || current.snapshotId === snapshotId)
    return null;
  return readTemplateSnapshot(organizationId, templateId, current.snapshotId);
}

/**
 * The portfolio on `snapshot` (ADR 0028 §2): its pages, without the answers it loses (their fields deleted with
 * the head), nothing declined any more, at the next version.
 */
function movedTo(portfolio: Portfolio, snapshot: TemplateSnapshot) {
  const lost = lostAnswers(portfolio.pages, snapshot.pages, portfolio.content);
  const dropped = new Set(lost.map((answer) => answer.componentId));
  const next: Portfolio = {
    ...portfolio,
    snapshotId: snapshot.snapshotId,
    declinedSnapshotId: null,
    pages: snapshot.pages,
    content: Object.fromEntries(Object.entries(portfolio.content).filter(([id]) => !dropped.has(id))),
    version: portfolio.version + 1,
    updatedAt: new Date().toISOString(),
  };
  return {
    next,
    dropped: {
      changed: lost.filter((answer) => answer.kindChanged).map((answer) => answer.componentId),
      gone: lost.filter((answer) => !answer.kindChanged).map((answer) => answer.componentId),
    },
  };
}

const offerOf = (snapshot: TemplateSnapshot, lost: readonly LostAnswer[]): TemplateUpdateOffer => ({
  snapshot_id: snapshot.snapshotId,
  lost: lost.map((answer) => ({
    component_id: answer.componentId,
    page_title: answer.pageTitle,
    field_title: answer.fieldTitle,
  })),
});

/**
 * A template's new version reaching a portfolio at its owner's open (ADR 0028 §2, issue 23). When its
 * template, published, now has another snapshot:
 * - a portfolio never submitted follows it when nothing is lost (a fixed file type, a reworded label, a page
 *   added): one conditioned write of the head, the content untouched;
 * - otherwise the owner is offered it (`offer`: the answers it would drop, by page and field title), unless they
 *   kept their version when offered this same snapshot: an update that drops answers, or any update of a
 *   portfolio with submitted revisions (its next draft; the revisions keep their snapshots).
 * A portfolio being assessed or done keeps its snapshot and is offered nothing. A write lost to a save at the
 * same moment leaves the portfolio as read: the next open tries again.
 */
export async function followNewestSnapshot(
  actor: Actor,
  portfolio: Portfolio,
  viewer: Viewer,
): Promise<{ portfolio: Portfolio; offer: TemplateUpdateOffer | null }> {
  const unchanged = { portfolio, offer: null };
  if (!mayUpdate(actor, portfolio, viewer)) return unchanged;
  const snapshot = await newerSnapshot(portfolio, false);
  if (!snapshot) return unchanged;
  const lost = lostAnswers(portfolio.pages, snapshot.pages, portfolio.content);
  if (lost.length > 0 || portfolio.revisions.length > 0)
    return snapshot.snapshotId === portfolio.declinedSnapshotId
      ? unchanged
      : { portfolio, offer: offerOf(snapshot, lost) };
  try {
    return {
      portfolio: await savePortfolio(actor, { current: portfolio, ...movedTo(portfolio, snapshot) }),
      offer: null,
    };
  } catch {
    return unchanged;
  }
}

/**
 * The owner's answer to an offer (acceptTemplateUpdate, declineTemplateUpdate): at the version they read (else
 * the stale 409), while they may still take a newer version, and about the snapshot the template publishes now
 * (read past the cache; another one since is 409 `portfolios.template_update_changed`: open it again to see
 * what that one changes).
 */
export async function requireOfferedSnapshot(
  actor: Actor,
  portfolio: Portfolio,
  viewer: Viewer,
  body: { version: number; snapshot_id: string },
): Promise<TemplateSnapshot> {
  await requireVersion(actor, portfolio, body.version);
  if (!mayUpdate(actor, portfolio, viewer)) throw conflict('portfolios.template_update_unavailable');
  const snapshot = await newerSnapshot(portfolio, true);
  if (!snapshot) throw conflict('portfolios.template_update_unavailable');
  if (snapshot.snapshotId !== body.snapshot_id) throw conflict('portfolios.template_update_changed');
  return snapshot;
}

/** The owner takes the newer version: the portfolio runs it, the answers it cannot hold are dropped. */
export function acceptedUpdate(actor: Actor, portfolio: Portfolio, snapshot: TemplateSnapshot): Promise<Portfolio> {
  return savePortfolio(actor, { current: portfolio, ...movedTo(portfolio, snapshot) });
}

/** The owner keeps the version the portfolio runs: this snapshot is not offered again. */
export function declinedUpdate(actor: Actor, portfolio: Portfolio, snapshot: TemplateSnapshot): Promise<Portfolio> {
  return savePortfolio(actor, {
    current: portfolio,
    next: {
      ...portfolio,
      declinedSnapshotId: snapshot.snapshotId,
      version: portfolio.version + 1,
      updatedAt: new Date().toISOString(),
    },
  });
}

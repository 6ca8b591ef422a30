import { forbidden, invalidField, type listTemplateSnapshots } from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';
import { listTemplateSnapshotUses, SNAPSHOT_PAGE_SIZE } from '../../db/templates/template-snapshot-uses';
import type { UseCase } from '../../lib/http/types';
import { administers } from './scope';
import { requireTemplate } from './template-library';

/**
 * GET /api/templates/{id}/snapshots (ADR 0028 §2, issue 23): which versions of the template portfolios run. The
 * template's published snapshots, newest first, 25 a page, each with when it was published, the template's
 * version then and how many portfolios run it now (the counters every write that moves a portfolio between
 * snapshots keeps); `current` is the one the template publishes now. For admins of the template's node. The
 * template (with the tree) and the page of counters are read side by side: 1 round trip after the actor; the
 * counters are only answered once the caller's authority is checked.
 */
export const listTemplateSnapshotsUseCase: UseCase<typeof listTemplateSnapshots> = async (
  { path, query },
  { actor },
) => {
  const { organizationId } = actor.organisation;
  const [{ scope, template }, page] = await Promise.all([
    requireTemplate(actor, path.id),
    listTemplateSnapshotUses(organizationId, path.id, query.cursor ?? null).catch((error: unknown) => {
      // A cursor is the client's to send back untouched; another template's or organisation's is a 400.
      if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
      throw error;
    }),
  ]);
  if (!administers(scope, template.nodeId)) throw forbidden('templates.no_authority');
  return {
    items: page.items.map((use) => ({
      snapshot_id: use.snapshotId,
      published_at: use.publishedAt,
      template_version: use.templateVersion,
      portfolio_count: Math.max(0, use.portfolioCount),
      current: template.state === 'published' && use.snapshotId === template.snapshotId,
    })),
    page_size: SNAPSHOT_PAGE_SIZE,
    more: page.cursor !== null,
    cursor: page.cursor,
  };
};

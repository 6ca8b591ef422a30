import { templateHistoryRole, type TemplateHistoryAction } from '@tessera/shared';
import { ulid } from 'ulid';
import type { TemplateHistoryEntry } from '../../db/templates/templates';
import { actorPerson, type Actor } from '../../lib/http/types';

/** A history entry for a change the actor makes now (written in the change's own transaction). */
export function historyEntry(
  actor: Actor,
  templateId: string,
  action: TemplateHistoryAction,
  at: Date,
  details: Record<string, string> = {},
): TemplateHistoryEntry {
  return {
    organizationId: actor.organisation.organizationId,
    templateId,
    entryId: ulid(at.getTime()),
    action,
    details,
    by: actorPerson(actor),
    role: templateHistoryRole(actor.roles),
    at: at.toISOString(),
  };
}

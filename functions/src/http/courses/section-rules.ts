import {
  canOwnSection,
  invalid,
  invalidField,
  validateSectionFields,
  type MessageKey,
  type sectionFieldsSchema,
} from '@tessera/shared';
import type * as z from 'zod/mini';
import type { Section, SectionOwner } from '../../db/courses/sections';
import { getMembers } from '../../ports/identity';
import { readTerm } from '../../ports/hierarchy';

type SectionFields = z.infer<typeof sectionFieldsSchema>;

/**
 * The section editor's fields, checked (spec 2 §3, §5): code and title required, dates with end ≥ start +
 * 1 day, a term of the organisation, owners who are members allowed to own (staff roles). Fields the body
 * leaves out keep `current`'s values. Field errors are keys; nothing is written on any of them.
 */
export async function checkSectionFields(
  organizationId: string,
  body: SectionFields,
  current?: Section,
): Promise<
  Pick<
    Section,
    | 'groupCode'
    | 'title'
    | 'name'
    | 'owners'
    | 'termId'
    | 'startDate'
    | 'endDate'
    | 'displayLogType'
    | 'mentorNotifications'
    | 'syncToFieldPlacement'
  >
> {
  const { errors, startDate, endDate } = validateSectionFields({
    group_code: body.group_code,
    title: body.title,
    start_date: body.start_date === undefined ? current?.startDate : body.start_date,
    end_date: body.end_date === undefined ? current?.endDate : body.end_date,
  });
  const fields: Record<string, MessageKey> = { ...errors };
  const termId = body.term_id === undefined ? (current?.termId ?? null) : body.term_id;
  const ownerIds = body.owner_ids ?? current?.owners.map((owner) => owner.userId) ?? [];
  const [term, members] = await Promise.all([
    termId ? readTerm(organizationId, termId) : null,
    getMembers([...new Set(ownerIds)].map((userId) => ({ organizationId, userId }))),
  ]);
  if (termId && !term) fields.term_id = 'courses.section.term_unknown';
  const byId = new Map(members.map((member) => [member.userId, member]));
  const owners: SectionOwner[] = [];
  [...new Set(ownerIds)].forEach((userId, index) => {
    const member = byId.get(userId);
    if (!member || !canOwnSection(member.roles)) fields[`owner_ids.${index}`] = 'courses.section.owner_not_eligible';
    else owners.push({ userId, firstName: member.firstName, lastName: member.lastName });
  });
  const keys = Object.keys(fields);
  if (keys.length === 1) throw invalidField(keys[0] as string, fields[keys[0] as string] as MessageKey);
  if (keys.length > 1) throw invalid(fields[keys[0] as string] as MessageKey, { fields });
  const title = body.title.trim();
  return {
    groupCode: body.group_code.trim(),
    title,
    name: (body.name ?? current?.name ?? '').trim() || title,
    owners,
    termId,
    startDate,
    endDate,
    displayLogType: body.display_log_type ?? current?.displayLogType ?? 'none',
    mentorNotifications: body.mentor_notifications ?? current?.mentorNotifications ?? 'disabled',
    syncToFieldPlacement: body.sync_to_field_placement ?? current?.syncToFieldPlacement ?? false,
  };
}

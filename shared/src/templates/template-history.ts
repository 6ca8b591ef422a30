import type { Role } from '../identity/roles';

/**
 * Template activity histories (spec 2 §2 "view activity histories", §3 activity_histories, §9 "History roles
 * in order: Instructor, Assisted Assessor, Supervisor, Mentor, Peer Assessor"). Every change to a template is
 * recorded with who made it, when, and the history role the person holds; the screen offers the roles in
 * the spec's order. The spec's roles map to the organisation roles (spec 2 §6 "Roles seen": instructor is
 * faculty, assisted assessor is coordinator); administrators, who make most template changes, come after
 * the five as "Administrator" (chosen: the spec's list names only the roles that assess).
 */
export const TEMPLATE_HISTORY_ROLES = [
  'instructor',
  'assisted_assessor',
  'supervisor',
  'mentor',
  'peer_assessor',
  'administrator',
] as const;
export type TemplateHistoryRole = (typeof TEMPLATE_HISTORY_ROLES)[number];

const FROM_ORGANISATION_ROLE: ReadonlyArray<[Role, TemplateHistoryRole]> = [
  ['faculty', 'instructor'],
  ['coordinator', 'assisted_assessor'],
  ['supervisor', 'supervisor'],
  ['mentor', 'mentor'],
  ['peer_assessor', 'peer_assessor'],
  ['root_admin', 'administrator'],
  ['admin', 'administrator'],
];

/** The history role of someone holding `roles`: the first of the spec's order they hold, else administrator. */
export function templateHistoryRole(roles: readonly Role[]): TemplateHistoryRole {
  const held = FROM_ORGANISATION_ROLE.filter(([role]) => roles.includes(role)).map(([, history]) => history);
  return TEMPLATE_HISTORY_ROLES.find((role) => held.includes(role)) ?? 'administrator';
}

/** What a history entry records. */
export const TEMPLATE_HISTORY_ACTIONS = [
  'created',
  'updated',
  'copied',
  'published',
  'unpublished',
  'moved',
  'transferred',
  'transfer_accepted',
  'transfer_rejected',
] as const;
export type TemplateHistoryAction = (typeof TEMPLATE_HISTORY_ACTIONS)[number];

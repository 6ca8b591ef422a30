import * as z from 'zod/mini';
import { GROUP_STATUSES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { naturalSortKey, searchKeyOf } from '../../sort-key';

export const LOG_DISPLAYS = ['TimeLog', 'CategoryOnlyLog', 'none'] as const;
export type LogDisplay = (typeof LOG_DISPLAYS)[number];

export const sectionOwnerRecord = recordSchema(() =>
  z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
);
export type SectionOwner = RecordOf<typeof sectionOwnerRecord>;

/**
 * A section (spec 2 §3 "Group (section)") of a course. It keeps the key of ADR 0004's minimal group
 * (`GROUP#<groupId>`), so a group the hierarchy's CSV import wrote reads as a section with the defaults below
 * (no course until assigned). A course's section is listed with its course's other sections in the three orders of
 * the sections table (spec 2 §9; ADR 0028 §4): byRelation `ORG#<orgId>#COURSE#<courseId>` (beside the plans),
 * `GROUP#<createdAt>#<groupId>` (created), and in `ORG#<orgId>#COURSE#<courseId>#SECTIONS` byListing
 * `<naturalSortKey(name or title)>#<groupId>` (name) and byLibraryTitle `<naturalSortKey(code)>#<groupId>`
 * (code), with `titleKey` (title, name and code) for the search; every write of a section is a Put, so its
 * keys follow. Owners are kept with copies of their names (the row
 * shows them); `membersCount` moves with the memberships. Dates are YYYY-MM-DD.
 */
export const sectionRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    courseId: z.nullable(z.string()),
    nodeId: z.string(),
    groupCode: z.string(),
    title: z.string(),
    name: z.string(),
    owners: z.array(sectionOwnerRecord()),
    termId: z.nullable(z.string()),
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    status: z.enum(GROUP_STATUSES),
    displayLogType: z.enum(LOG_DISPLAYS),
    mentorNotifications: z.enum(['enabled', 'disabled']),
    syncToFieldPlacement: z.boolean(),
    membersCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Section = RecordOf<typeof sectionRecord>;

export const courseContentsPartition = (organizationId: string, courseId: string): string =>
  `ORG#${organizationId}#COURSE#${courseId}`;

/** The partition of a course's sections in name and code order (byListing, byLibraryTitle). */
export const courseSectionsPartition = (organizationId: string, courseId: string): string =>
  `ORG#${organizationId}#COURSE#${courseId}#SECTIONS`;

/** What a section item holds when a field is absent: a new section's fields before its owner sets them too. */
export const SECTION_DEFAULTS = {
  courseId: null,
  name: '',
  owners: [],
  termId: null,
  startDate: null,
  endDate: null,
  status: 'open',
  displayLogType: 'none',
  mentorNotifications: 'disabled',
  syncToFieldPlacement: false,
  membersCount: 0,
  version: 1,
} satisfies Partial<Section>;

export const sectionEntity = defineEntity<Section>()({
  name: 'courseSection',
  keyFields: ['organizationId', 'groupId'],
  key: ({ organizationId, groupId }) => ({ pk: `ORG#${organizationId}`, sk: `GROUP#${groupId}` }),
  indexes: (section) => {
    if (!section.courseId)
      return { gsi1pk: `ORG#${section.organizationId}#NODE#${section.nodeId}`, gsi1sk: `GROUP#${section.groupId}` };
    const listed = courseSectionsPartition(section.organizationId, section.courseId);
    return {
      gsi1pk: courseContentsPartition(section.organizationId, section.courseId),
      gsi1sk: `GROUP#${section.createdAt}#${section.groupId}`,
      gsi2pk: listed,
      gsi2sk: `${naturalSortKey(section.name || section.title)}#${section.groupId}`,
      gsi3pk: listed,
      gsi3sk: `${naturalSortKey(section.groupCode)}#${section.groupId}`,
      titleKey: searchKeyOf([section.title, section.name, section.groupCode]),
    };
  },
  defaults: SECTION_DEFAULTS,
  record: sectionRecord,
});

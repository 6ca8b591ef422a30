import type { GroupStatus } from '@tessera/shared';
import { defineEntity } from '../../entity';

export type LogDisplay = 'TimeLog' | 'CategoryOnlyLog' | 'none';

export interface SectionOwner {
  userId: string;
  firstName: string;
  lastName: string;
}

/**
 * A section (spec 2 §3 "Group (section)") of a course. It keeps the key of ADR 0004's minimal group
 * (`GROUP#<groupId>`), so a group the hierarchy's CSV import wrote reads as a section with the defaults below
 * (no course until assigned); listed with its course's other sections and plans (byRelation
 * `ORG#<orgId>#COURSE#<courseId>`, `GROUP#<groupId>`). Owners are kept with copies of their names (the row
 * shows them); `membersCount` moves with the memberships. Dates are YYYY-MM-DD.
 */
export interface Section {
  organizationId: string;
  groupId: string;
  courseId: string | null;
  nodeId: string;
  groupCode: string;
  title: string;
  name: string;
  owners: SectionOwner[];
  termId: string | null;
  startDate: string | null;
  endDate: string | null;
  status: GroupStatus;
  displayLogType: LogDisplay;
  mentorNotifications: 'enabled' | 'disabled';
  syncToFieldPlacement: boolean;
  membersCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const courseContentsPartition = (organizationId: string, courseId: string): string =>
  `ORG#${organizationId}#COURSE#${courseId}`;

export const sectionEntity = defineEntity<Section>()({
  name: 'courseSection',
  keyFields: ['organizationId', 'groupId'],
  key: ({ organizationId, groupId }) => ({ pk: `ORG#${organizationId}`, sk: `GROUP#${groupId}` }),
  indexes: (section) =>
    section.courseId
      ? {
          gsi1pk: courseContentsPartition(section.organizationId, section.courseId),
          gsi1sk: `GROUP#${section.groupId}`,
        }
      : { gsi1pk: `ORG#${section.organizationId}#NODE#${section.nodeId}`, gsi1sk: `GROUP#${section.groupId}` },
  defaults: {
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
  },
});

import type { BuiltExtractType } from '@tessera/shared';
import type { ExtractRow, ExtractScope } from '../scope';
import { accountAndLoginRows } from './account-and-login-data';
import { groupTemplateRows } from './group-templates-data';
import { groupRows } from './groups';
import { membershipRows } from './memberships';
import { rubricAssessmentRows } from './rubric-assessment';
import { sectionActivityStatusRows } from './section-activity-status';
import { standardRows } from './standard';
import { studentActivityStatusRows } from './student-activity-status';
import { timeLogRows } from './time-log';
import { userAcademicRows, userDemographicRows } from './user-profile-data';

/** Each kind's rows, in its columns' order (shared's EXTRACT_COLUMNS), read from the extract's scope. */
export const EXTRACT_KIND_ROWS: Record<BuiltExtractType, (scope: ExtractScope) => AsyncIterable<ExtractRow>> = {
  'rubric-assessment': rubricAssessmentRows,
  groups: groupRows,
  memberships: membershipRows,
  'section-activity-status': sectionActivityStatusRows,
  'student-activity-status': studentActivityStatusRows,
  'time-log': timeLogRows,
  standard: standardRows,
  'account-and-login-data': accountAndLoginRows,
  'user-demographic-data': userDemographicRows,
  'user-academic-data': userAcademicRows,
  'group-templates-data': groupTemplateRows,
};

import {
  addSectionMember,
  listSectionMembers,
  removeSectionMember,
  searchMemberCandidates,
  uploadMembers,
  uploadSectionMembers,
  changeSectionStatus,
  checkCourseDeletable,
  checkSectionDeletable,
  createSection,
  deleteSection,
  getSection,
  listCourseSections,
  updateSection,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  updateCourse,
  listActivityPlans,
  createActivityPlan,
  updateActivityPlan,
  deleteActivityPlan,
  listMyGroups,
  getUserGroup,
  listActivitySets,
  listMyActivities,
  getSectionProgress,
  getMyProgress,
  getGroupHomepage,
  listGroupRubrics,
  setActivityTemplate,
  listReferencedActivities,
  listGroupTemplatePortfolios,
  listCourseLogCategoryChoices,
  getSectionTimeLog,
  createTimeLogEntry,
  updateTimeLogEntry,
  deleteTimeLogEntry,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { addSectionMemberUseCase } from './add-section-member';
import { changeSectionStatusUseCase } from './change-section-status';
import { listSectionMembersUseCase } from './list-section-members';
import { removeSectionMemberUseCase } from './remove-section-member';
import { searchMemberCandidatesUseCase } from './search-member-candidates';
import { uploadMembersUseCase } from './upload-members';
import { uploadSectionMembersUseCase } from './upload-section-members';
import { checkCourseDeletableUseCase } from './check-course-deletable';
import { checkSectionDeletableUseCase } from './check-section-deletable';
import { createSectionUseCase } from './create-section';
import { deleteSectionUseCase } from './delete-section';
import { getSectionUseCase } from './get-section';
import { listCourseSectionsUseCase } from './list-course-sections';
import { updateSectionUseCase } from './update-section';
import { createCourseUseCase } from './create-course';
import { deleteCourseUseCase } from './delete-course';
import { getCourseUseCase } from './get-course';
import { listCoursesUseCase } from './list-courses';
import { listActivityPlansUseCase } from './list-activity-plans';
import { createActivityPlanUseCase } from './create-activity-plan';
import { updateActivityPlanUseCase } from './update-activity-plan';
import { deleteActivityPlanUseCase } from './delete-activity-plan';
import { listMyGroupsUseCase } from './list-my-groups';
import { getUserGroupUseCase } from './get-user-group';
import { listActivitySetsUseCase } from './list-activity-sets';
import { listMyActivitiesUseCase } from './list-my-activities';
import { getSectionProgressUseCase } from './get-section-progress';
import { getMyProgressUseCase } from './get-my-progress';
import { getGroupHomepageUseCase } from './get-group-homepage';
import { listGroupRubricsUseCase } from './list-group-rubrics';
import { setActivityTemplateUseCase } from './set-activity-template';
import { listReferencedActivitiesUseCase } from './list-referenced-activities';
import { listGroupTemplatePortfoliosUseCase } from './list-group-template-portfolios';
import { getSectionTimeLogUseCase } from './get-section-time-log';
import { listCourseLogCategoryChoicesUseCase } from './list-course-log-category-choices';
import { createTimeLogEntryUseCase } from './create-time-log-entry';
import { updateTimeLogEntryUseCase } from './update-time-log-entry';
import { deleteTimeLogEntryUseCase } from './delete-time-log-entry';
import { updateCourseUseCase } from './update-course';

/** The courses Lambda's routes, loaded on its first request (handler.ts). */
export const coursesRoutes: readonly Route[] = [
  route(listCourses, listCoursesUseCase),
  route(getCourse, getCourseUseCase),
  route(createCourse, createCourseUseCase),
  route(updateCourse, updateCourseUseCase),
  route(checkCourseDeletable, checkCourseDeletableUseCase),
  route(deleteCourse, deleteCourseUseCase),
  route(listCourseSections, listCourseSectionsUseCase),
  route(createSection, createSectionUseCase),
  route(getSection, getSectionUseCase),
  route(updateSection, updateSectionUseCase),
  route(changeSectionStatus, changeSectionStatusUseCase),
  route(checkSectionDeletable, checkSectionDeletableUseCase),
  route(deleteSection, deleteSectionUseCase),
  route(listSectionMembers, listSectionMembersUseCase),
  route(searchMemberCandidates, searchMemberCandidatesUseCase),
  route(addSectionMember, addSectionMemberUseCase),
  route(removeSectionMember, removeSectionMemberUseCase),
  route(uploadMembers, uploadMembersUseCase),
  route(uploadSectionMembers, uploadSectionMembersUseCase),
  route(listActivityPlans, listActivityPlansUseCase),
  route(createActivityPlan, createActivityPlanUseCase),
  route(updateActivityPlan, updateActivityPlanUseCase),
  route(deleteActivityPlan, deleteActivityPlanUseCase),
  route(listMyGroups, listMyGroupsUseCase),
  route(getUserGroup, getUserGroupUseCase),
  route(listActivitySets, listActivitySetsUseCase),
  route(listMyActivities, listMyActivitiesUseCase),
  route(getSectionProgress, getSectionProgressUseCase),
  route(getMyProgress, getMyProgressUseCase),
  route(getGroupHomepage, getGroupHomepageUseCase),
  route(listGroupRubrics, listGroupRubricsUseCase),
  route(setActivityTemplate, setActivityTemplateUseCase),
  route(listReferencedActivities, listReferencedActivitiesUseCase),
  route(listGroupTemplatePortfolios, listGroupTemplatePortfoliosUseCase),
  route(listCourseLogCategoryChoices, listCourseLogCategoryChoicesUseCase),
  route(getSectionTimeLog, getSectionTimeLogUseCase),
  route(createTimeLogEntry, createTimeLogEntryUseCase),
  route(updateTimeLogEntry, updateTimeLogEntryUseCase),
  route(deleteTimeLogEntry, deleteTimeLogEntryUseCase),
];

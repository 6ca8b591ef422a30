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
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
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
import { coursesSentences } from './messages';
import { updateCourseUseCase } from './update-course';

/** The courses context's Lambda: courses, sections, memberships, activity plans, activities and time logs. */
export const handler = createRouter(
  [
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
  ],
  { messages: coursesSentences },
);

import {
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
import { changeSectionStatusUseCase } from './change-section-status';
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
  ],
  { messages: coursesSentences },
);

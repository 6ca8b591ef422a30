import {
  checkCourseDeletable,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  updateCourse,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
import { checkCourseDeletableUseCase } from './check-course-deletable';
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
  ],
  { messages: coursesSentences },
);

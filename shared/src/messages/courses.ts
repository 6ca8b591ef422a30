import type { Catalogue } from './types';

/** Courses (group templates) and groups (sections) (spec 1 §3, spec 2 §3, §4, §8, §9). */
export const coursesMessages = {
  // spec 2 §8.
  'courses.save_editing_first': {
    en: 'Please save editing course first!',
    es: '¡Guarde primero el curso que está editando!',
  },
  // spec 2 §3: course categories; workshop is shown as "Group".
  'courses.category.course': { en: 'Course', es: 'Curso' },
  'courses.category.workshop': { en: 'Group', es: 'Grupo' },
  'courses.category.internship': { en: 'Internship', es: 'Prácticas' },
  // spec 1 §3, spec 2 §3: a group's log display options.
  'courses.log_display.time_log': { en: 'Time-log & Categories', es: 'Registro de tiempo y categorías' },
  'courses.log_display.category_only': { en: 'Categories-only', es: 'Solo categorías' },
  'courses.log_display.none': { en: 'None', es: 'Ninguno' },
  // spec 2 §9: group sort options.
  'courses.sort.name': { en: 'Name', es: 'Nombre' },
  'courses.sort.code': { en: 'Code', es: 'Código' },
  'courses.sort.recently_created': { en: 'Recently created', es: 'Creados recientemente' },
  'courses.sort.least_recently_created': { en: 'Least recently created', es: 'Creados hace más tiempo' },
} satisfies Catalogue;

export type CoursesMessageKey = keyof typeof coursesMessages;

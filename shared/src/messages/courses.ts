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
  // Courses (spec 2 §5, §6): refusals and confirmations; the spec gives no wording for these.
  'courses.name_required': { en: 'Please enter a course name.', es: 'Introduzca un nombre de curso.' },
  'courses.category_unavailable': {
    en: 'This category is not available in your organization.',
    es: 'Esta categoría no está disponible en su organización.',
  },
  'courses.no_authority': {
    en: 'You do not have authority for this course’s folder.',
    es: 'No tiene autoridad sobre la carpeta de este curso.',
  },
  'courses.stale': {
    en: 'This course was changed by someone else. Reload it and try again.',
    es: 'Otra persona ha cambiado este curso. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  'courses.delete.not_empty': {
    en: 'A course can be deleted only when it has no sections, no templates and no activity plans.',
    es: 'Un curso solo se puede eliminar cuando no tiene secciones, ni plantillas, ni planes de actividades.',
  },
  'courses.delete.integration_mode': {
    en: 'Courses are managed by your institution’s system and cannot be deleted here.',
    es: 'Los cursos los gestiona el sistema de su institución y no se pueden eliminar aquí.',
  },
  'courses.deleted': { en: 'Course {name} was deleted.', es: 'Se ha eliminado el curso {name}.' },
  'courses.template.unusable': {
    en: 'Choose a published template of this folder or a folder above it.',
    es: 'Elija una plantilla publicada de esta carpeta o de una carpeta superior.',
  },
  'courses.template.not_homepage': {
    en: 'Choose a group homepage template.',
    es: 'Elija una plantilla de página de inicio de grupo.',
  },
  'courses.template.homepage_not_owner': {
    en: 'A group homepage template cannot be an owner template.',
    es: 'Una plantilla de página de inicio de grupo no puede ser una plantilla de propietario.',
  },
  'courses.template.referenced': {
    en: 'Templates already referenced cannot be removed from the course.',
    es: 'Las plantillas ya referenciadas no se pueden quitar del curso.',
  },
} satisfies Catalogue;

export type CoursesMessageKey = keyof typeof coursesMessages;

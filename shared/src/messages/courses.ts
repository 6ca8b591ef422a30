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
  // Sections (groups, spec 2 §3, §4, §5).
  'courses.section.code_required': { en: 'Please enter a section code.', es: 'Introduzca un código de sección.' },
  'courses.section.code_taken': {
    en: 'Another section already uses this code.',
    es: 'Otra sección ya usa este código.',
  },
  'courses.section.title_required': { en: 'Please enter a section title.', es: 'Introduzca un título de sección.' },
  // Each language names the pattern its readers type (ADR 0009 amended).
  'courses.section.date_invalid': { en: 'Enter the date as MM/DD/YYYY.', es: 'Introduzca la fecha como dd/mm/aaaa.' },
  'courses.section.end_before_minimum': {
    en: 'The end date must be at least one day after the start date.',
    es: 'La fecha de fin debe ser al menos un día posterior a la de inicio.',
  },
  'courses.section.term_unknown': {
    en: 'Choose a term of your organization.',
    es: 'Elija un periodo de su organización.',
  },
  'courses.section.owner_not_eligible': {
    en: 'An owner must be a member of your organization who teaches or assesses.',
    es: 'Un propietario debe ser un miembro de su organización que enseñe o evalúe.',
  },
  'courses.section.stale': {
    en: 'This section was changed by someone else. Reload it and try again.',
    es: 'Otra persona ha cambiado esta sección. Vuelva a cargarla e inténtelo de nuevo.',
  },
  'courses.section.closed': {
    en: 'A closed section cannot be deleted. Open it first.',
    es: 'Una sección cerrada no se puede eliminar. Ábrala primero.',
  },
  'courses.section.has_members': {
    en: 'A section with members cannot be deleted. Remove its members first.',
    es: 'Una sección con miembros no se puede eliminar. Quite primero sus miembros.',
  },
  'courses.section.deleted': { en: 'Section {title} was deleted.', es: 'Se ha eliminado la sección {title}.' },
  'courses.status.open': { en: 'Open', es: 'Abierta' },
  'courses.status.closed': { en: 'Closed', es: 'Cerrada' },
  'courses.mentor_notifications.enabled': { en: 'Enabled', es: 'Activadas' },
  'courses.mentor_notifications.disabled': { en: 'Disabled', es: 'Desactivadas' },
  // Members (spec 2 §5, §7).
  'courses.role.member': { en: 'Member', es: 'Miembro' },
  'courses.role.coordinator': { en: 'Coordinator', es: 'Coordinador' },
  'courses.role.mentor': { en: 'Mentor', es: 'Tutor' },
  'courses.role.peer_assessor': { en: 'Peer assessor', es: 'Evaluador par' },
  // spec 2 §5: member autocomplete with no results.
  'courses.member.no_result': { en: 'No result', es: 'Sin resultados' },
  'courses.member.exists': { en: 'This user is already in the section.', es: 'Este usuario ya está en la sección.' },
  'courses.member.not_found': {
    en: 'No user with this email in your organization.',
    es: 'Ningún usuario de su organización tiene este correo.',
  },
  'courses.member.role_unknown': {
    en: 'Unknown role {role}: use member, coordinator, mentor, peer_assessor or owner (or student, teacher, faculty, ta, observer or designer).',
    es: 'Rol desconocido {role}: use member, coordinator, mentor, peer_assessor u owner (o student, teacher, faculty, ta, observer o designer).',
  },
  'courses.member.role_not_allowed': {
    en: 'This user cannot be a {role} in a section.',
    es: 'Este usuario no puede ser {role} en una sección.',
  },
  'courses.member.email_required': { en: 'The email is missing.', es: 'Falta el correo electrónico.' },
  'courses.member.duplicate_row': {
    en: 'This user is already listed earlier in the file.',
    es: 'Este usuario ya aparece antes en el archivo.',
  },
  'courses.member.section_closed': {
    en: 'Members of a closed section cannot be changed.',
    es: 'No se pueden cambiar los miembros de una sección cerrada.',
  },
  'courses.member.removed': { en: '{name} was removed from the section.', es: 'Se ha quitado a {name} de la sección.' },
  // Activity plans (spec 2 §3 "Group template activity plan"); the spec gives no wording for these.
  'courses.plan.title_required': { en: 'Please enter a title.', es: 'Introduzca un título.' },
  'courses.plan.date_required': { en: 'Please enter a date.', es: 'Introduzca una fecha.' },
  'courses.plan.open_before_visible': {
    en: 'The open submission date cannot be before the visible date.',
    es: 'La fecha de apertura de entregas no puede ser anterior a la fecha visible.',
  },
  'courses.plan.due_before_open': {
    en: 'The due date cannot be before the open submission date.',
    es: 'La fecha de entrega no puede ser anterior a la fecha de apertura de entregas.',
  },
  'courses.plan.template_not_in_course': {
    en: 'Choose one of this course’s templates that is published.',
    es: 'Elija una de las plantillas publicadas de este curso.',
  },
  'courses.plan.stale': {
    en: 'This activity plan was changed by someone else. Reload it and try again.',
    es: 'Otra persona ha cambiado este plan de actividad. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  'courses.plan.deleted': {
    en: 'Activity plan {title} was deleted.',
    es: 'Se ha eliminado el plan de actividad {title}.',
  },
  'courses.plan.has_work': {
    en: 'Students have started this activity: its plan cannot be deleted.',
    es: 'Hay estudiantes que han empezado esta actividad: su plan no se puede eliminar.',
  },
  // Activities (spec 1 §3 "Activity"; issue 11 statuses; spec 1 §9 date proximity).
  'courses.activity.status.not_started': { en: 'Not started', es: 'Sin empezar' },
  'courses.activity.status.in_progress': { en: 'In progress', es: 'En curso' },
  'courses.activity.status.submitted': { en: 'Submitted', es: 'Entregada' },
  'courses.activity.status.assessed': { en: 'Assessed', es: 'Evaluada' },
  'courses.activity.overdue': { en: 'Overdue', es: 'Vencida' },
  'courses.activity.due_today': { en: 'Due today', es: 'Vence hoy' },
  'courses.activity.due_tomorrow': { en: 'Due tomorrow', es: 'Vence mañana' },
  'courses.activity.due_soon': { en: 'Due within 3 days', es: 'Vence en 3 días o menos' },
  'courses.activity.template_not_owner': {
    en: 'Choose one of this course’s owner templates that is published.',
    es: 'Elija una de las plantillas de propietario publicadas de este curso.',
  },
  'courses.activity.template_changed': {
    en: 'The activity now uses {title}.',
    es: 'La actividad usa ahora {title}.',
  },
  // Log categories of a course and the time log (issue 11; spec 2 §5 gives the referenced rule, no wording).
  'courses.log_category.referenced': {
    en: 'Log categories already referenced cannot be removed from the course.',
    es: 'Las categorías de registro ya referenciadas no se pueden quitar del curso.',
  },
  'courses.log_category.unavailable': {
    en: 'Choose log categories of this course’s folder or a folder above it.',
    es: 'Elija categorías de registro de la carpeta de este curso o de una carpeta superior.',
  },
  'courses.time_log.off': {
    en: 'This section does not keep a time log.',
    es: 'Esta sección no lleva un registro de tiempo.',
  },
  'courses.time_log.closed': {
    en: 'This section is closed: its time log can no longer change.',
    es: 'Esta sección está cerrada: su registro de tiempo ya no puede cambiar.',
  },
  'courses.time_log.stale': {
    en: 'This entry was changed elsewhere. Reload to see the latest.',
    es: 'Esta entrada se cambió en otro lugar. Vuelva a cargar para ver la última versión.',
  },
  'courses.time_log.full': {
    en: 'You have reached the most entries one time log can hold ({max}).',
    es: 'Ha alcanzado el máximo de entradas de un registro de tiempo ({max}).',
  },
  'courses.time_log.date_invalid': {
    en: 'Please enter a valid date.',
    es: 'Introduzca una fecha válida.',
  },
  'courses.time_log.date_future': {
    en: 'The date cannot be in the future.',
    es: 'La fecha no puede ser futura.',
  },
  'courses.time_log.duration_zero': {
    en: 'Please enter a duration longer than 0:00.',
    es: 'Introduzca una duración mayor que 0:00.',
  },
  'courses.time_log.duration_day': {
    en: 'One entry can hold at most 24:00.',
    es: 'Una entrada puede tener como máximo 24:00.',
  },
  'courses.time_log.category': {
    en: 'Choose one of this course’s log categories.',
    es: 'Elija una de las categorías de registro de este curso.',
  },
  'courses.time_log.note_long': {
    en: 'The note can be at most 1000 characters.',
    es: 'La nota puede tener como máximo 1000 caracteres.',
  },
} satisfies Catalogue;

export type CoursesMessageKey = keyof typeof coursesMessages;

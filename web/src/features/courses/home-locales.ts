import type { NamespaceTexts } from '../../lib/i18n';

/**
 * What the homes show of the courses context (spec 1 §2): a student's activities and the links to their
 * sections' time logs. A namespace of its own, so a student's home loads these sentences and not the course
 * editor's, the activity page's and the time log's (`courses`), which it never shows (docs/architecture.md
 * §10, the signed-in home's budget).
 */
const coursesHomeEn = {
  myActivities: {
    heading: 'My activities',
    caption: 'Your activities, the latest first',
    columns: { activity: 'Activity', section: 'Course and section', status: 'Status', due: 'Due' },
    more: 'Show more activities',
    loadingMore: 'Loading more activities…',
  },
  timeLogLinks: {
    heading: 'My time logs',
    linkFor: 'Time log of {{title}}',
  },
};

const coursesHomeEs: NamespaceTexts<typeof coursesHomeEn>['es'] = {
  myActivities: {
    heading: 'Mis actividades',
    caption: 'Sus actividades, las más recientes primero',
    columns: { activity: 'Actividad', section: 'Curso y sección', status: 'Estado', due: 'Fecha límite' },
    more: 'Mostrar más actividades',
    loadingMore: 'Cargando más actividades…',
  },
  timeLogLinks: {
    heading: 'Mis registros de tiempo',
    linkFor: 'Registro de tiempo de {{title}}',
  },
};

export const coursesHomeLocales: NamespaceTexts<typeof coursesHomeEn> = { en: coursesHomeEn, es: coursesHomeEs };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    coursesHome: typeof coursesHomeEn;
  }
}

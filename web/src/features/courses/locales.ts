import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  myActivities: {
    heading: 'My activities',
    caption: 'Your activities, the latest first',
    columns: { activity: 'Activity', section: 'Course and section', status: 'Status', due: 'Due' },
    more: 'Show more activities',
    loadingMore: 'Loading more activities…',
  },
  activity: {
    heading: 'Activity',
    back: 'Back to In progress',
    notFound: 'This activity is not one of yours, or it is not visible yet.',
    details: 'About this activity',
    section: 'Course and section',
    status: 'Status',
    visible: 'Visible from',
    opens: 'Submissions open',
    due: 'Due',
    submissions: 'Submissions',
    submissionsOpen: 'Open',
    submissionsClosed: 'Not open yet',
    template: 'Template',
    pages: 'Pages of the template',
    noPages: 'This template has no pages.',
    readOnly:
      'A read-only view of the activity’s template: you will work on your portfolio for this activity here once portfolios are available.',
  },
};

export const coursesLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    myActivities: {
      heading: 'Mis actividades',
      caption: 'Sus actividades, las más recientes primero',
      columns: { activity: 'Actividad', section: 'Curso y sección', status: 'Estado', due: 'Fecha límite' },
      more: 'Mostrar más actividades',
      loadingMore: 'Cargando más actividades…',
    },
    activity: {
      heading: 'Actividad',
      back: 'Volver a En curso',
      notFound: 'Esta actividad no es suya o todavía no está visible.',
      details: 'Sobre esta actividad',
      section: 'Curso y sección',
      status: 'Estado',
      visible: 'Visible desde',
      opens: 'Entregas abiertas desde',
      due: 'Fecha límite',
      submissions: 'Entregas',
      submissionsOpen: 'Abiertas',
      submissionsClosed: 'Todavía no abiertas',
      template: 'Plantilla',
      pages: 'Páginas de la plantilla',
      noPages: 'Esta plantilla no tiene páginas.',
      readOnly:
        'Una vista de solo lectura de la plantilla de la actividad: aquí trabajará en su portafolio para esta actividad cuando los portafolios estén disponibles.',
    },
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    courses: typeof en;
  }
}

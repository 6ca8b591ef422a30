import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  welcome: 'Welcome, {{name}} ({{organization}}).',
  academicsTitle: 'Academics',
  academicsIntro: 'Manage your organization’s hierarchy, courses, terms, imports and extracts from here.',
  areas: 'Administration areas',
  comingSoon: 'Coming soon',
  links: {
    hierarchy: { title: 'Hierarchy', text: 'Folders, admins, labels, sites, log categories and statement sets.' },
    terms: { title: 'Terms', text: 'The terms that groups and extracts refer to.' },
    imports: { title: 'Imports', text: 'Bulk imports of users, groups, memberships and academic data.' },
    extracts: { title: 'Extracts', text: 'Data extracts of assessments, standards, time logs and more.' },
  },
  inProgressTitle: 'In progress',
  studentEmptyTitle: 'Nothing in progress yet',
  studentEmpty:
    'The portfolios and activities you are working on appear here once a teacher assigns you one: start from an activity in your course.',
  facultyEmptyTitle: 'Nothing to assess yet',
  facultyEmpty:
    'Work your students submit for assessment appears here: once your course has activities, their submissions are listed here.',
  otherEmptyTitle: 'Nothing in progress yet',
  otherEmpty: 'Portfolios and assessments you take part in appear here.',
  supportAction: 'Act as a user',
  helpCenterTitle: 'Help center',
  helpCenterIntro: 'Guides and answers for supporting users of your organization.',
};

export const homeLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    welcome: 'Bienvenido, {{name}} ({{organization}}).',
    academicsTitle: 'Académico',
    academicsIntro:
      'Desde aquí se gestionan la jerarquía, los cursos, los periodos, las importaciones y las extracciones de su organización.',
    areas: 'Áreas de administración',
    comingSoon: 'Próximamente',
    links: {
      hierarchy: {
        title: 'Jerarquía',
        text: 'Carpetas, administradores, etiquetas, centros, categorías de registro y conjuntos de enunciados.',
      },
      terms: { title: 'Periodos', text: 'Los periodos a los que se refieren los grupos y las extracciones.' },
      imports: {
        title: 'Importaciones',
        text: 'Importaciones masivas de usuarios, grupos, membresías y datos académicos.',
      },
      extracts: {
        title: 'Extracciones',
        text: 'Extracciones de datos de evaluaciones, estándares, registros de tiempo y más.',
      },
    },
    inProgressTitle: 'En curso',
    studentEmptyTitle: 'Todavía no hay nada en curso',
    studentEmpty:
      'Aquí aparecen los portafolios y actividades en los que trabaja cuando un profesor le asigna uno: empiece desde una actividad de su curso.',
    facultyEmptyTitle: 'Todavía no hay nada que evaluar',
    facultyEmpty:
      'Aquí aparece el trabajo que sus estudiantes entregan para evaluar: cuando su curso tenga actividades, sus entregas se listarán aquí.',
    otherEmptyTitle: 'Todavía no hay nada en curso',
    otherEmpty: 'Aquí aparecen los portafolios y las evaluaciones en los que participa.',
    supportAction: 'Actuar como un usuario',
    helpCenterTitle: 'Centro de ayuda',
    helpCenterIntro: 'Guías y respuestas para ayudar a los usuarios de su organización.',
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    home: typeof en;
  }
}

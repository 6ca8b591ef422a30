import type { NamespaceTexts } from '../../lib/i18n';

/** Screen chrome of the reports (issue 13): the standards reports of a section and a folder, rubric scores. */
const en = {
  sectionTitle: 'Reports: {{title}}',
  back: 'Back to In progress',
  standards: 'Standards met',
  standardsIntro:
    'Each student against each standard, from the latest finished assessment of each activity: a standard met in any activity counts as met.',
  nodeTitle: 'Standards across the courses of {{title}}',
  nodeIntro:
    'Every student of every section of the courses under this folder, each once, against each standard: program outcomes across courses.',
  counted_one: '{{count}} finished assessment counted.',
  counted_other: '{{count}} finished assessments counted.',
  scope: '{{courses}} course(s), {{sections}} section(s)',
  noStandards: 'No standard is mapped in the rubrics and components of these activities yet.',
  noStudents: 'No student in these sections yet.',
  chart: 'Students per standard',
  chartCounts: 'Met {{met}} · Not met {{not_met}} · Not yet assessed {{not_yet_assessed}}',
  status: { met: 'Met', not_met: 'Not met', not_yet_assessed: 'Not yet assessed' },
  student: 'Student',
  sections: 'Sections',
  tableCaption: 'Standards met by each student',
  download: 'Download CSV',
  downloaded: 'The report was downloaded.',
  rubricScores: 'Rubric scores',
  rubricScoresIntro:
    'Each criterion’s average and how the levels were chosen, from each student’s latest finished assessment.',
  activity: 'Activity',
  chooseActivity: 'Choose an activity',
  noRubrics: 'This activity’s template has no assessment rubric.',
  rubricHeading: '{{label}} ({{title}})',
  rubricCounted: '{{counted}} of {{students}} students’ assessments counted.',
  criterion: 'Criterion',
  average: 'Average',
  scored: 'Scored',
  notApplicable: 'N/A',
  notEntered: 'Not entered',
  levels: 'Levels chosen',
  levelCount: '{{level}}: {{count}}',
  criteriaCaption: 'Criteria of {{title}}',
  openReports: 'Reports',
  openReportsFor: 'Reports of {{title}}',
};

const es: NamespaceTexts<typeof en>['es'] = {
  sectionTitle: 'Informes: {{title}}',
  back: 'Volver a En curso',
  standards: 'Estándares cumplidos',
  standardsIntro:
    'Cada estudiante frente a cada estándar, según la última evaluación terminada de cada actividad: un estándar cumplido en cualquier actividad cuenta como cumplido.',
  nodeTitle: 'Estándares en los cursos de {{title}}',
  nodeIntro:
    'Cada estudiante de cada sección de los cursos bajo esta carpeta, una sola vez, frente a cada estándar: resultados del programa en todos los cursos.',
  counted_one: 'Se ha contado {{count}} evaluación terminada.',
  counted_other: 'Se han contado {{count}} evaluaciones terminadas.',
  scope: '{{courses}} curso(s), {{sections}} sección(es)',
  noStandards: 'Aún no hay estándares asociados a las rúbricas y componentes de estas actividades.',
  noStudents: 'Aún no hay estudiantes en estas secciones.',
  chart: 'Estudiantes por estándar',
  chartCounts: 'Cumplido {{met}} · No cumplido {{not_met}} · Aún no evaluado {{not_yet_assessed}}',
  status: { met: 'Cumplido', not_met: 'No cumplido', not_yet_assessed: 'Aún no evaluado' },
  student: 'Estudiante',
  sections: 'Secciones',
  tableCaption: 'Estándares cumplidos por cada estudiante',
  download: 'Descargar CSV',
  downloaded: 'Se ha descargado el informe.',
  rubricScores: 'Puntuaciones de rúbrica',
  rubricScoresIntro:
    'La media de cada criterio y cómo se eligieron los niveles, según la última evaluación terminada de cada estudiante.',
  activity: 'Actividad',
  chooseActivity: 'Elija una actividad',
  noRubrics: 'La plantilla de esta actividad no tiene rúbrica de evaluación.',
  rubricHeading: '{{label}} ({{title}})',
  rubricCounted: 'Se han contado las evaluaciones de {{counted}} de {{students}} estudiantes.',
  criterion: 'Criterio',
  average: 'Media',
  scored: 'Puntuados',
  notApplicable: 'N/A',
  notEntered: 'Sin introducir',
  levels: 'Niveles elegidos',
  levelCount: '{{level}}: {{count}}',
  criteriaCaption: 'Criterios de {{title}}',
  openReports: 'Informes',
  openReportsFor: 'Informes de {{title}}',
};

export const reportsLocales: NamespaceTexts<typeof en> = { en, es };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    reports: typeof en;
  }
}

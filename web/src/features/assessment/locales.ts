import type { NamespaceTexts } from '../../lib/i18n';

/**
 * Screen chrome of the assessment panel and its separate window (spec 1 §2–5). The spec's own sentences ("X out
 * of M points", "Nothing entered out of M points", "N of M characters entered.", "No additional characters will
 * be entered.", "Saving...", the apply toasts, the popup sentence, the stale save) come from @tessera/shared's
 * catalogue; the server words its own answers.
 */
const assessmentEn = {
  heading: 'Assessment',
  region: 'Assessment panel',
  revision: 'Revision {{n}}',
  yours: 'Your assessment',
  loading: 'Loading the assessment…',
  readOnly: 'You can read this assessment but not change it now.',
  unavailable: 'This assessment could not be read.',
  openWindow: 'Open in a separate window',
  windowOpened: 'The assessment is open in a separate window; what you enter in either one shows in both.',
  windowTitle: 'Assessment: {{title}}',
  backToPortfolio: 'Back to the portfolio',
  save: 'Save assessment',
  unsaved: 'Unsaved changes.',
  allSaved: 'All changes saved.',
  notSaved: 'Not saved yet.',
  rubric: {
    levels: 'Levels of {{criterion}}',
    keyboard: 'Arrow keys move across the levels; Space or Enter chooses one.',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    notApplicable: 'N/A',
    notApplicableLong: 'Does not apply',
    comment: 'Comment on {{criterion}}',
    total: 'Total: {{total}} of {{maximum}} points',
    percentage: '{{percentage}}%',
    totalPlain: 'Levels chosen: {{chosen}} of {{criteria}}',
    unavailable: 'This rubric could not be read.',
    chosen: 'Chosen: {{level}}',
    nothingChosen: 'No level chosen',
    auto: 'Filled from the answers',
  },
  scoring: {
    auto: 'Computed from the answers (Auto Score); it cannot be typed.',
  },
  feedback: {
    counter: '{{counter}} characters',
  },
  standards: {
    heading: 'Standards, as last saved',
    met: 'Met',
    notMet: 'Not met',
    none: 'No standards are aligned to this assessment.',
  },
  others: {
    heading: 'Other assessments of this revision',
    visibleHeading: 'Assessments of revision {{n}}',
    by: 'Assessment by {{name}}',
    unnamed: 'Assessment {{n}}',
    primary: 'Primary',
    done: 'Done',
    show: 'Read this assessment',
    hide: 'Hide this assessment',
    apply: 'Apply assessment content to your own',
    nothing: 'Nothing entered yet.',
    none: 'No other assessor has saved an assessment of this revision yet.',
    noneVisible: 'No assessment is shown to you yet.',
  },
  collaborative: {
    advanceTitle: 'Submit your assessment?',
    pushBackTitle: 'Request a revision?',
    choose: 'Choose which assessments the student sees.',
    computed: 'As a coordinator assessor, your own assessment and the primary one are shown to the student.',
    legend: 'Assessments the student sees',
    own: 'Your assessment',
    primary: '{{name}} (primary, always shown)',
    none: 'No assessment of this revision is saved yet.',
  },
};

const assessmentEs: typeof assessmentEn = {
  heading: 'Evaluación',
  region: 'Panel de evaluación',
  revision: 'Revisión {{n}}',
  yours: 'Su evaluación',
  loading: 'Cargando la evaluación…',
  readOnly: 'Puede leer esta evaluación, pero no cambiarla ahora.',
  unavailable: 'No se ha podido leer esta evaluación.',
  openWindow: 'Abrir en una ventana aparte',
  windowOpened: 'La evaluación está abierta en una ventana aparte; lo que introduzca en una se ve en las dos.',
  windowTitle: 'Evaluación: {{title}}',
  backToPortfolio: 'Volver al portafolio',
  save: 'Guardar evaluación',
  unsaved: 'Cambios sin guardar.',
  allSaved: 'Todos los cambios guardados.',
  notSaved: 'Aún no se ha guardado.',
  rubric: {
    levels: 'Niveles de {{criterion}}',
    keyboard: 'Las flechas recorren los niveles; Espacio o Intro elige uno.',
    points_one: '{{count}} punto',
    points_other: '{{count}} puntos',
    notApplicable: 'N/A',
    notApplicableLong: 'No se aplica',
    comment: 'Comentario sobre {{criterion}}',
    total: 'Total: {{total}} de {{maximum}} puntos',
    percentage: '{{percentage}} %',
    totalPlain: 'Niveles elegidos: {{chosen}} de {{criteria}}',
    unavailable: 'No se ha podido leer esta rúbrica.',
    chosen: 'Elegido: {{level}}',
    nothingChosen: 'Ningún nivel elegido',
    auto: 'Rellenada a partir de las respuestas',
  },
  scoring: {
    auto: 'Se calcula a partir de las respuestas (puntuación automática); no se puede escribir.',
  },
  feedback: {
    counter: '{{counter}} caracteres',
  },
  standards: {
    heading: 'Estándares, según lo último guardado',
    met: 'Cumplido',
    notMet: 'No cumplido',
    none: 'No hay estándares alineados con esta evaluación.',
  },
  others: {
    heading: 'Otras evaluaciones de esta revisión',
    visibleHeading: 'Evaluaciones de la revisión {{n}}',
    by: 'Evaluación de {{name}}',
    unnamed: 'Evaluación {{n}}',
    primary: 'Principal',
    done: 'Hecha',
    show: 'Leer esta evaluación',
    hide: 'Ocultar esta evaluación',
    apply: 'Aplicar el contenido de la evaluación a la suya',
    nothing: 'Aún no se ha introducido nada.',
    none: 'Ningún otro evaluador ha guardado todavía una evaluación de esta revisión.',
    noneVisible: 'Todavía no se le muestra ninguna evaluación.',
  },
  collaborative: {
    advanceTitle: '¿Enviar su evaluación?',
    pushBackTitle: '¿Solicitar una revisión?',
    choose: 'Elija qué evaluaciones ve el estudiante.',
    computed: 'Como evaluador coordinador, el estudiante ve su propia evaluación y la principal.',
    legend: 'Evaluaciones que ve el estudiante',
    own: 'Su evaluación',
    primary: '{{name}} (principal, siempre visible)',
    none: 'Aún no hay ninguna evaluación guardada de esta revisión.',
  },
};

export const assessmentLocales: NamespaceTexts<typeof assessmentEn> = { en: assessmentEn, es: assessmentEs };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    assessment: typeof assessmentEn;
  }
}

import type { NamespaceTexts } from '../../lib/i18n';

/** The extracts page's chrome (spec 2 §2 /extracts/{extract_type}). The log's sentences come from the server. */
const en = {
  title: 'Extracts',
  intro:
    'Download your data as CSV files: choose a folder and terms, create the extract, and download it when it is ready.',
  kinds: 'Extract types',
  folder: 'Folder',
  allFolders: 'All my folders',
  terms: 'Terms',
  termsHint: 'None chosen: every term, and groups with no term.',
  create: 'Create extract',
  creating: 'Creating…',
  latest: 'Latest extracts',
  none: 'No extract of this type yet. Choose the folder and terms, then create one.',
  notAvailable: 'This extract is not available yet. The extracts available now are marked in the list.',
  available: 'available',
  columns: 'Columns',
  download: 'Download {{file}}',
  made: 'Created {{at}}',
  loading: 'Loading…',
  status: { created: 'Created', started: 'Started', finished: 'Finished', exception: 'Failed' },
  type: {
    placement: 'Placement',
    'rubric-assessment': 'Rubric assessment',
    standard: 'Standard',
    'time-log': 'Time log',
    'section-activity-status': 'Section activity status',
    'student-activity-status': 'Student activity status',
    'form-submission': 'Form submission',
    'observational-assessment': 'Observational assessment',
    'account-and-login-data': 'Account and login data',
    'user-demographic-data': 'User demographic data',
    'user-academic-data': 'User academic data',
    'group-templates-data': 'Group templates data',
    groups: 'Groups',
    memberships: 'Memberships',
  },
};

const es: NamespaceTexts<typeof en>['es'] = {
  title: 'Extracciones',
  intro:
    'Descargue sus datos como archivos CSV: elija una carpeta y periodos, cree la extracción y descárguela cuando esté lista.',
  kinds: 'Tipos de extracción',
  folder: 'Carpeta',
  allFolders: 'Todas mis carpetas',
  terms: 'Periodos',
  termsHint: 'Si no elige ninguno: todos los periodos y los grupos sin periodo.',
  create: 'Crear extracción',
  creating: 'Creando…',
  latest: 'Últimas extracciones',
  none: 'Aún no hay extracciones de este tipo. Elija la carpeta y los periodos y cree una.',
  notAvailable: 'Esta extracción aún no está disponible. Las disponibles ahora están marcadas en la lista.',
  available: 'disponible',
  columns: 'Columnas',
  download: 'Descargar {{file}}',
  made: 'Creada el {{at}}',
  loading: 'Cargando…',
  status: { created: 'Creada', started: 'Iniciada', finished: 'Terminada', exception: 'Fallida' },
  type: {
    placement: 'Prácticas',
    'rubric-assessment': 'Evaluación con rúbrica',
    standard: 'Estándar',
    'time-log': 'Registro de horas',
    'section-activity-status': 'Estado de actividades por sección',
    'student-activity-status': 'Estado de actividades por estudiante',
    'form-submission': 'Envíos de formularios',
    'observational-assessment': 'Evaluación por observación',
    'account-and-login-data': 'Datos de cuentas e inicios de sesión',
    'user-demographic-data': 'Datos demográficos de usuarios',
    'user-academic-data': 'Datos académicos de usuarios',
    'group-templates-data': 'Datos de plantillas de grupo',
    groups: 'Grupos',
    memberships: 'Membresías',
  },
};

export const extractsLocales: NamespaceTexts<typeof en> = { en, es };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    extracts: typeof en;
  }
}

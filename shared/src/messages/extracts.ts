import type { Catalogue } from './types';

/**
 * Extracts (issue 25; spec 2 §2 Extracts, §3 Extract log, §4, §9): what a log says of its extract, the API's
 * refusals, and the extracts page (its kinds' names, filters and download).
 */
export const extractsMessages = {
  'extracts.type.not_available': {
    en: 'This extract is not available yet.',
    es: 'Esta extracción aún no está disponible.',
  },
  'extracts.term.not_found': {
    en: 'One of the chosen terms does not exist. Choose the terms again.',
    es: 'Uno de los periodos elegidos no existe. Vuelva a elegir los periodos.',
  },
  'extracts.node.none': {
    en: 'You do not administer any folder, so there is nothing to extract.',
    es: 'No administra ninguna carpeta, así que no hay nada que extraer.',
  },
  'extracts.waiting': { en: 'Waiting to start.', es: 'En espera.' },
  'extracts.writing': {
    en: 'Writing the file: {rows, plural, one {# row} other {# rows}} so far.',
    es: 'Escribiendo el archivo: {rows, plural, one {# fila} other {# filas}} hasta ahora.',
  },
  'extracts.finished': {
    en: 'Ready: {rows, plural, one {# row} other {# rows}}.',
    es: 'Listo: {rows, plural, one {# fila} other {# filas}}.',
  },
  'extracts.failed': {
    en: 'The extract could not be made. Create it again; if it fails again, contact support.',
    es: 'No se pudo generar la extracción. Vuelva a crearla; si falla de nuevo, contacte con soporte.',
  },
  // The page (web/src/features/extracts).
  'extracts.page.title': { en: 'Extracts', es: 'Extracciones' },
  'extracts.page.kinds': { en: 'Extract types', es: 'Tipos de extracción' },
  'extracts.page.folder': { en: 'Folder', es: 'Carpeta' },
  'extracts.page.all_folders': { en: 'All my folders', es: 'Todas mis carpetas' },
  'extracts.page.terms': { en: 'Terms', es: 'Periodos' },
  'extracts.page.all_terms': { en: 'All terms', es: 'Todos los periodos' },
  'extracts.page.create': { en: 'Create extract', es: 'Crear extracción' },
  'extracts.page.creating': { en: 'Creating…', es: 'Creando…' },
  'extracts.page.download': { en: 'Download {file}', es: 'Descargar {file}' },
  'extracts.page.latest': { en: 'Latest extracts', es: 'Últimas extracciones' },
  'extracts.page.none': {
    en: 'No extract of this type yet. Choose the folder and terms, then create one.',
    es: 'Aún no hay extracciones de este tipo. Elija la carpeta y los periodos y cree una.',
  },
  'extracts.page.not_available': {
    en: 'This extract is not available yet. The extracts available now are listed on the left.',
    es: 'Esta extracción aún no está disponible. Las disponibles ahora aparecen a la izquierda.',
  },
  'extracts.page.columns': { en: 'Columns', es: 'Columnas' },
  'extracts.status.created': { en: 'Created', es: 'Creada' },
  'extracts.status.started': { en: 'Started', es: 'Iniciada' },
  'extracts.status.finished': { en: 'Finished', es: 'Terminada' },
  'extracts.status.exception': { en: 'Failed', es: 'Fallida' },
  'extracts.made': { en: 'Created {at}', es: 'Creada el {at}' },
  'extracts.type.placement': { en: 'Placement', es: 'Prácticas' },
  'extracts.type.rubric-assessment': { en: 'Rubric assessment', es: 'Evaluación con rúbrica' },
  'extracts.type.standard': { en: 'Standard', es: 'Estándar' },
  'extracts.type.time-log': { en: 'Time log', es: 'Registro de horas' },
  'extracts.type.section-activity-status': {
    en: 'Section activity status',
    es: 'Estado de actividades por sección',
  },
  'extracts.type.student-activity-status': {
    en: 'Student activity status',
    es: 'Estado de actividades por estudiante',
  },
  'extracts.type.form-submission': { en: 'Form submission', es: 'Envíos de formularios' },
  'extracts.type.observational-assessment': { en: 'Observational assessment', es: 'Evaluación por observación' },
  'extracts.type.account-and-login-data': {
    en: 'Account and login data',
    es: 'Datos de cuentas e inicios de sesión',
  },
  'extracts.type.user-demographic-data': { en: 'User demographic data', es: 'Datos demográficos de usuarios' },
  'extracts.type.user-academic-data': { en: 'User academic data', es: 'Datos académicos de usuarios' },
  'extracts.type.group-templates-data': { en: 'Group templates data', es: 'Datos de plantillas de grupo' },
  'extracts.type.groups': { en: 'Groups', es: 'Grupos' },
  'extracts.type.memberships': { en: 'Memberships', es: 'Membresías' },
} satisfies Catalogue;

export type ExtractsMessageKey = keyof typeof extractsMessages;

import type { Catalogue } from './types';

/**
 * Extracts (issue 25; spec 2 §2 Extracts, §3 Extract log, §4, §9): what a log says of its extract and the API's
 * refusals. The page's own words are its feature's (web/src/features/extracts/locales.ts).
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
  'extracts.schedule.weekday_required': {
    en: 'Choose the day of the week a weekly schedule runs.',
    es: 'Elija el día de la semana en que se ejecuta una programación semanal.',
  },
  'extracts.schedule.no_file': {
    en: 'This schedule has no file yet: its first run has not finished.',
    es: 'Esta programación aún no tiene archivo: su primera ejecución no ha terminado.',
  },
  'extracts.schedule.stale': {
    en: 'Someone changed this schedule after you opened it. Reload it and make your change again.',
    es: 'Alguien cambió esta programación después de que la abriera. Vuelva a cargarla y repita el cambio.',
  },
} satisfies Catalogue;

export type ExtractsMessageKey = keyof typeof extractsMessages;

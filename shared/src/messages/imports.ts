import type { Catalogue } from './types';

/**
 * Imports (issue 24; spec 2 §2 Imports, §3 Enrollment log, §8 "Import results", §9): the upload's refusals, the
 * result sentence, and one sentence per error code (shared/src/imports/errors.ts) as a log and its error report
 * show them. "Invalid file type" and "N import successfully, M failed" are the spec's own words.
 */
export const importsMessages = {
  'imports.upload.invalid_type': { en: 'Invalid file type', es: 'Tipo de archivo no válido' },
  'imports.upload.empty': { en: 'The file is empty.', es: 'El archivo está vacío.' },
  'imports.upload.too_large': {
    en: 'The file is larger than {max}.',
    es: 'El archivo supera {max}.',
  },
  'imports.upload.not_found': {
    en: 'This upload is not one of yours for this import, or it has expired. Upload the file again.',
    es: 'Esta carga no es suya para esta importación, o ha caducado. Vuelva a cargar el archivo.',
  },
  'imports.upload.not_stored': {
    en: 'The file has not finished uploading. Try again once the upload is complete.',
    es: 'El archivo no ha terminado de cargarse. Inténtelo de nuevo cuando termine la carga.',
  },
  'imports.result': {
    en: '{success} import successfully, {failed} failed',
    es: '{success} importados correctamente, {failed} fallidos',
  },
  'imports.waiting': { en: 'Waiting to start.', es: 'En espera.' },
  'imports.reading': { en: 'Reading the file.', es: 'Leyendo el archivo.' },
  'imports.importing': {
    en: 'Importing: {done} of {total} rows.',
    es: 'Importando: {done} de {total} filas.',
  },
  // Row errors (the row is imported no further; the others are).
  'imports.error.required': { en: '"{column}" cannot be left blank.', es: '"{column}" no puede dejarse en blanco.' },
  'imports.error.too_long': {
    en: '"{column}" must be {max} characters or fewer.',
    es: '"{column}" debe tener {max} caracteres o menos.',
  },
  'imports.error.invalid_date': {
    en: '"{column}" must be a date written YYYY-MM-DD or MM/DD/YYYY.',
    es: '"{column}" debe ser una fecha escrita AAAA-MM-DD o MM/DD/AAAA.',
  },
  'imports.error.end_before_start': { en: 'End must later than Start', es: 'El fin debe ser posterior al inicio' },
  'imports.error.invalid_boolean': {
    en: '"{column}" must be true or false (or yes/no, 1/0).',
    es: '"{column}" debe ser true o false (o yes/no, 1/0).',
  },
  'imports.error.duplicate_in_file': {
    en: 'The same row key appears earlier in the file, on line {line}.',
    es: 'La misma clave de fila aparece antes en el archivo, en la línea {line}.',
  },
  'imports.error.taken': {
    en: 'Another record already uses this "{column}".',
    es: 'Otro registro ya usa este valor de "{column}".',
  },
  'imports.error.changed': {
    en: 'The record changed while this row was written; import the file again to apply it.',
    es: 'El registro cambió mientras se escribía esta fila; vuelva a importar el archivo para aplicarla.',
  },
  // Users and academic data (docs/adr/0031-user-imports.md).
  'imports.error.invalid_email': {
    en: '"{column}" must be an email address.',
    es: '"{column}" debe ser una dirección de correo electrónico.',
  },
  'imports.error.unknown_role': {
    en: '"{role}" in "{column}" is not a role: use student, faculty, coordinator, supervisor, mentor or peer_assessor (or Canvas\'s teacher, ta, observer, designer).',
    es: '"{role}" en "{column}" no es un rol: use student, faculty, coordinator, supervisor, mentor o peer_assessor (o teacher, ta, observer, designer de Canvas).',
  },
  'imports.error.role_not_importable': {
    en: 'The role "{role}" cannot be given by an import; name administrators on the Admins screen.',
    es: 'El rol "{role}" no se puede asignar con una importación; nombre a los administradores en la pantalla de administradores.',
  },
  'imports.error.invalid_status': {
    en: '"{column}" must be active or deleted.',
    es: '"{column}" debe ser active o deleted.',
  },
  'imports.error.invalid_locale': {
    en: '"{column}" must be en or es.',
    es: '"{column}" debe ser en o es.',
  },
  'imports.error.password_refused': {
    en: 'The password in "{column}" does not meet the password rules; the account was not created.',
    es: 'La contraseña de "{column}" no cumple las reglas de contraseñas; no se creó la cuenta.',
  },
  'imports.error.privileged_member': {
    en: 'This member is an administrator and is not removed by an import.',
    es: 'Este miembro es administrador y no se elimina con una importación.',
  },
  'imports.error.date_in_future': {
    en: '"{column}" cannot be in the future.',
    es: '"{column}" no puede ser una fecha futura.',
  },
  'imports.error.invalid_year': {
    en: '"{column}" must be a year from 1900 to {max}.',
    es: '"{column}" debe ser un año entre 1900 y {max}.',
  },
  'imports.error.score_out_of_range': {
    en: '"{column}" must be a whole number from {min} to {max}.',
    es: '"{column}" debe ser un número entero entre {min} y {max}.',
  },
  'imports.error.user_not_member': {
    en: 'No member of the organisation has the email in "{column}"; import the person with the users import first.',
    es: 'Ningún miembro de la organización tiene el correo de "{column}"; importe antes a la persona con la importación de usuarios.',
  },
  'imports.error.invalid_choice': {
    en: '"{column}" must be one of: {values}.',
    es: '"{column}" debe ser uno de: {values}.',
  },
  'imports.error.unknown_course': {
    en: 'No course in this folder has the code "{value}".',
    es: 'Ningún curso de esta carpeta tiene el código "{value}".',
  },
  'imports.error.unknown_section': {
    en: 'No section of a course in this folder or below has the code "{value}".',
    es: 'Ninguna sección de un curso de esta carpeta o de las inferiores tiene el código "{value}".',
  },
  'imports.error.section_of_other_course': {
    en: 'The section "{value}" belongs to another course; a section cannot move between courses.',
    es: 'La sección "{value}" pertenece a otro curso; una sección no puede cambiar de curso.',
  },
  'imports.start.group_required': {
    en: 'Choose the section whose members this file lists.',
    es: 'Elija la sección cuyos miembros incluye este archivo.',
  },
  'imports.start.node_required': {
    en: 'Choose the folder this file is imported into.',
    es: 'Elija la carpeta en la que se importa este archivo.',
  },
  'imports.start.target_not_taken': {
    en: 'This import is not started on a folder or a section.',
    es: 'Esta importación no se inicia en una carpeta ni en una sección.',
  },
  'imports.error.unknown_site_category': {
    en: 'No site category named "{name}" in this folder.',
    es: 'No hay ninguna categoría de sitio llamada "{name}" en esta carpeta.',
  },
  'imports.error.outside_node': {
    en: 'This path is not inside the folder the import runs on.',
    es: 'Esta ruta no está dentro de la carpeta en la que se ejecuta la importación.',
  },
  'imports.error.too_deep': {
    en: 'Folders cannot be nested more than 100 levels deep.',
    es: 'Las carpetas no pueden anidarse más de 100 niveles.',
  },
  'imports.error.root_full': {
    en: 'The hierarchy can have at most 2 top-level folders.',
    es: 'La jerarquía puede tener como máximo 2 carpetas de primer nivel.',
  },
  'imports.error.node_gone': {
    en: 'The folder this row goes in was deleted.',
    es: 'La carpeta a la que va esta fila se eliminó.',
  },
  // File errors (nothing is imported).
  'imports.error.file_missing': {
    en: 'The uploaded file could not be found. Upload it again.',
    es: 'No se encontró el archivo cargado. Vuelva a cargarlo.',
  },
  'imports.error.missing_column': {
    en: 'The file has no "{column}" column.',
    es: 'El archivo no tiene la columna "{column}".',
  },
  'imports.error.no_rows': { en: 'The file has no rows to import.', es: 'El archivo no tiene filas que importar.' },
  // The run's error (what was done is kept).
  'imports.error.chunk_failed': {
    en: 'Rows {first} to {last} could not be imported after several attempts; the other rows were.',
    es: 'Las filas {first} a {last} no se pudieron importar tras varios intentos; las demás sí.',
  },
  'imports.error.read_failed': {
    en: 'The file could not be read after several attempts; nothing was imported.',
    es: 'El archivo no se pudo leer tras varios intentos; no se importó nada.',
  },
  // The error report's headings (a CSV in the language of who started the import).
  'imports.report.line': { en: 'Line', es: 'Línea' },
  'imports.report.column': { en: 'Column', es: 'Columna' },
  'imports.report.code': { en: 'Error code', es: 'Código de error' },
  'imports.report.error': { en: 'Error', es: 'Descripción del error' },
} satisfies Catalogue;

export type ImportsMessageKey = keyof typeof importsMessages;

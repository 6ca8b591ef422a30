import type { Catalogue } from './types';

/**
 * Hierarchy administration: folders, admins, labels, sites, log categories, statement sets, terms, their
 * imports, and organisation settings (spec 2 §2, §5, §8). Quoted sentences are exact, including "End must
 * later than Start" and "Opps! Something went wrong…". Courses, integrations and template folders have
 * their own catalogues.
 */
export const hierarchyMessages = {
  // Folders and nodes (spec 2 §2, §5, §8).
  'hierarchy.folder.name_taken': {
    en: 'This folder name has been taken.',
    es: 'Este nombre de carpeta ya está en uso.',
  },
  'hierarchy.folder.default_name': { en: 'Folder name - {n}', es: 'Nombre de carpeta - {n}' },
  'hierarchy.tree.no_permission': { en: 'No Permission', es: 'Sin permiso' },
  'hierarchy.tree.empty': { en: 'No Hierarchy', es: 'Sin jerarquía' },
  'hierarchy.node.update_failed': {
    en: "Can't save your update now, please try that later.",
    es: 'No se puede guardar su cambio ahora, inténtelo más tarde.',
  },
  // Error catalogue (spec 2 §8). The withdraw, rubric-move, rubric-unpublish and rubric "Something went wrong."
  // sentences live in the workflows and rubrics catalogues.
  'hierarchy.admin.cannot_remove_self': {
    en: 'A user cannot remove themselves as an admin.',
    es: 'Un usuario no puede quitarse a sí mismo como administrador.',
  },
  'hierarchy.statement_set.delete_failed': {
    en: 'An unknown error occurred. Please try again or contact technical support',
    es: 'Se produjo un error desconocido. Inténtelo de nuevo o póngase en contacto con el soporte técnico',
  },
  'hierarchy.save_text_error': {
    en: 'Opps! Something went wrong, please edit your contents and try to save it again!',
    es: '¡Uy! Algo salió mal, edite su contenido e intente guardarlo de nuevo.',
  },
  'hierarchy.member_search.no_result': { en: 'No result', es: 'Sin resultados' },
  // Uploads and imports (spec 2 §5, §8).
  'hierarchy.upload.invalid_type': { en: 'Invalid file type', es: 'Tipo de archivo no válido' },
  'hierarchy.upload.failed': { en: 'file upload error', es: 'error al subir el archivo' },
  'hierarchy.import.result': {
    en: '{success} import successfully, {failed} failed',
    es: '{success} importados correctamente, {failed} fallidos',
  },
  // Terms (spec 2 §5).
  'hierarchy.term.code_required': { en: 'Please provide a Term code.', es: 'Indique un código de periodo.' },
  'hierarchy.term.name_required': { en: 'Please provide a Term name.', es: 'Indique un nombre de periodo.' },
  'hierarchy.term.start_required': { en: 'Please select a start date.', es: 'Seleccione una fecha de inicio.' },
  'hierarchy.term.end_required': { en: 'Please select an end date.', es: 'Seleccione una fecha de finalización.' },
  'hierarchy.term.end_before_start': { en: 'End must later than Start', es: 'El fin debe ser posterior al inicio' },
  'hierarchy.term.name_taken': {
    en: 'Term name already in use. Please use a different Term name.',
    es: 'El nombre del periodo ya está en uso. Use un nombre de periodo diferente.',
  },
  'hierarchy.term.code_taken': {
    en: 'Term code already in use. Please use a different Term code.',
    es: 'El código del periodo ya está en uso. Use un código de periodo diferente.',
  },
  // Turnitin-type setting (spec 2 §5).
  'hierarchy.plagiarism.field_blank': { en: "Field can't be blank", es: 'El campo no puede estar en blanco' },
  'hierarchy.plagiarism.mismatch': {
    en: 'There is a mismatch between the entered URL and key.',
    es: 'La URL y la clave introducidas no coinciden.',
  },
  // Sort labels of the statement sets (spec 2 §9).
  'hierarchy.sort.title': { en: 'Title', es: 'Título' },
  'hierarchy.sort.abbreviation': { en: 'Abbreviation', es: 'Abreviatura' },
  // Server answers of the hierarchy API (spec 2 §5, §6, §8; not quoted by the spec, worded here).
  'hierarchy.node.root_full': {
    en: 'The hierarchy can have at most 2 top-level folders.',
    es: 'La jerarquía puede tener como máximo 2 carpetas de primer nivel.',
  },
  'hierarchy.node.too_deep': {
    en: 'Folders cannot be nested more than 100 levels deep.',
    es: 'Las carpetas no pueden anidarse más de 100 niveles.',
  },
  'hierarchy.node.not_empty': {
    en: 'This folder cannot be deleted while it holds folders, groups, labels, sites, site categories, log categories, statement sets or rubrics.',
    es: 'Esta carpeta no se puede eliminar mientras contenga carpetas, grupos, etiquetas, sitios, categorías de sitio, categorías de registro, conjuntos de enunciados o rúbricas.',
  },
  'hierarchy.node.name_too_long': {
    en: 'Please use 255 characters or fewer.',
    es: 'Use 255 caracteres o menos.',
  },
  'hierarchy.admin.cannot_insert': {
    en: 'You cannot add admins to this folder.',
    es: 'No puede añadir administradores a esta carpeta.',
  },
  'hierarchy.admin.not_candidate': {
    en: 'This user cannot become an admin of this folder.',
    es: 'Este usuario no puede ser administrador de esta carpeta.',
  },
  'hierarchy.item.name_taken': {
    en: 'This name has already been taken.',
    es: 'Este nombre ya está en uso.',
  },
  'hierarchy.log_category.referenced': {
    en: 'This log category is used by a course and cannot be removed.',
    es: 'Esta categoría de registro la usa un curso y no se puede quitar.',
  },
  'hierarchy.statement_set.in_use': {
    en: 'This statement set is in use and cannot be deleted.',
    es: 'Este conjunto de enunciados está en uso y no se puede eliminar.',
  },
  'hierarchy.statement_set.title_required': { en: 'Please enter a title.', es: 'Introduzca un título.' },
  'hierarchy.statement.title_required': { en: 'Please enter a statement.', es: 'Introduzca un enunciado.' },
  'hierarchy.statement_set.title_taken': {
    en: 'A statement set with this title already exists in this folder.',
    es: 'Ya existe un conjunto de enunciados con este título en esta carpeta.',
  },
  'hierarchy.statement_set.abbreviation_taken': {
    en: 'A statement set with this abbreviation already exists in this folder.',
    es: 'Ya existe un conjunto de enunciados con esta abreviatura en esta carpeta.',
  },
  'hierarchy.statement.abbreviation_taken': {
    en: 'Another statement in this set has this abbreviation.',
    es: 'Otro enunciado de este conjunto tiene esta abreviatura.',
  },
  'hierarchy.statement.parent_unknown': {
    en: 'The parent statement is not in this set.',
    es: 'El enunciado padre no está en este conjunto.',
  },
  'hierarchy.case.invalid': {
    en: 'This file is not a valid CASE 1.1 framework package: {problem}',
    es: 'Este archivo no es un paquete de marco CASE 1.1 válido: {problem}',
  },
  'hierarchy.case.already_imported': {
    en: 'This package is already imported in this folder as the statement set "{title}".',
    es: 'Este paquete ya está importado en esta carpeta como el conjunto de enunciados "{title}".',
  },
  'hierarchy.case.abbreviation_taken': {
    en: 'More than one statement in this package has the abbreviation "{abbreviation}".',
    es: 'Más de un enunciado de este paquete tiene la abreviatura "{abbreviation}".',
  },
  'hierarchy.import.too_many_rows': {
    en: 'A file can import at most {max, plural, one {# row} other {# rows}}.',
    es: 'Un archivo puede importar como máximo {max, plural, one {# fila} other {# filas}}.',
  },
  // OneRoster CSV bundles (issue 24; ADR 0030, docs/imports-oneroster.md). The file, line and column go beside
  // the sentence in the job's error list; a sentence names what is wrong with the value.
  'hierarchy.oneroster.not_a_zip': {
    en: 'The file is not a zip bundle: {reason}',
    es: 'El archivo no es un paquete zip: {reason}',
  },
  'hierarchy.oneroster.no_manifest': {
    en: 'The bundle has no manifest.csv.',
    es: 'El paquete no tiene manifest.csv.',
  },
  'hierarchy.oneroster.unsupported_version': {
    en: 'OneRoster version "{version}" is not read: the bundle must be OneRoster 1.1 or 1.2.',
    es: 'La versión de OneRoster "{version}" no se lee: el paquete debe ser OneRoster 1.1 o 1.2.',
  },
  'hierarchy.oneroster.bad_file_mode': {
    en: '"{value}" is not bulk, delta or absent.',
    es: '"{value}" no es bulk, delta ni absent.',
  },
  'hierarchy.oneroster.missing_file': {
    en: 'The manifest sends {file} as {mode}, but the bundle does not hold it.',
    es: 'El manifiesto envía {file} como {mode}, pero el paquete no lo contiene.',
  },
  'hierarchy.oneroster.file_not_sent': {
    en: '{file} is in the bundle but the manifest does not send it; it was not read.',
    es: '{file} está en el paquete pero el manifiesto no lo envía; no se leyó.',
  },
  'hierarchy.oneroster.users_without_roles': {
    en: 'A OneRoster 1.2 bundle that sends users.csv must send roles.csv too.',
    es: 'Un paquete OneRoster 1.2 que envía users.csv también debe enviar roles.csv.',
  },
  'hierarchy.oneroster.bad_csv': {
    en: 'The file could not be read as CSV: {problem}',
    es: 'El archivo no se pudo leer como CSV: {problem}',
  },
  'hierarchy.oneroster.not_utf8': {
    en: 'The file is not UTF-8 text; OneRoster files must be saved as UTF-8.',
    es: 'El archivo no es texto UTF-8; los archivos OneRoster deben guardarse como UTF-8.',
  },
  'hierarchy.oneroster.missing_column': {
    en: 'The file has no "{column}" column.',
    es: 'El archivo no tiene la columna "{column}".',
  },
  'hierarchy.oneroster.blank_value': {
    en: '"{column}" cannot be left blank.',
    es: '"{column}" no puede dejarse en blanco.',
  },
  'hierarchy.oneroster.bad_value': {
    en: '"{value}" is not one of: {allowed}.',
    es: '"{value}" no es uno de: {allowed}.',
  },
  'hierarchy.oneroster.bad_date': {
    en: '"{value}" is not a date written YYYY-MM-DD.',
    es: '"{value}" no es una fecha escrita AAAA-MM-DD.',
  },
  'hierarchy.oneroster.bad_date_time': {
    en: '"{value}" is not a date and time in ISO 8601; the row was read without it.',
    es: '"{value}" no es una fecha y hora ISO 8601; la fila se leyó sin ella.',
  },
  'hierarchy.oneroster.end_before_start': {
    en: 'The end date {end} is before the start date {start}.',
    es: 'La fecha de fin {end} es anterior a la fecha de inicio {start}.',
  },
  'hierarchy.oneroster.duplicate_id': {
    en: 'The sourcedId "{id}" appears earlier in the file, on line {line}.',
    es: 'El sourcedId "{id}" aparece antes en el archivo, en la línea {line}.',
  },
  'hierarchy.oneroster.unknown_reference': {
    en: 'No row of {target} has the sourcedId "{id}".',
    es: 'Ninguna fila de {target} tiene el sourcedId "{id}".',
  },
  'hierarchy.oneroster.parent_not_in_bundle': {
    en: 'The parent "{id}" is not in the bundle; the row was placed at the top of the import.',
    es: 'El padre "{id}" no está en el paquete; la fila se colocó en la raíz de la importación.',
  },
  'hierarchy.oneroster.parent_cycle': {
    en: 'The parent "{id}" is the row itself or one of its own descendants.',
    es: 'El padre "{id}" es la propia fila o uno de sus descendientes.',
  },
  'hierarchy.oneroster.reference_outside_bundle': {
    en: 'The manifest does not send {target} in full, so "{id}" must match an earlier import.',
    es: 'El manifiesto no envía {target} completo, así que "{id}" debe coincidir con una importación anterior.',
  },
  'hierarchy.oneroster.inactive_status': {
    en: 'The status "inactive" (OneRoster 1.0) was read as tobedeleted.',
    es: 'El estado "inactive" (OneRoster 1.0) se leyó como tobedeleted.',
  },
  'hierarchy.oneroster.grading_period_skipped': {
    en: 'A grading period is not a term in Tessera; classes that name it take its term.',
    es: 'Un periodo de calificación no es un periodo lectivo en Tessera; las clases que lo nombran toman su periodo.',
  },
  'hierarchy.oneroster.role_not_kept': {
    en: 'The role "{role}" has no counterpart in Tessera and was left out.',
    es: 'El rol "{role}" no tiene equivalente en Tessera y se omitió.',
  },
  'hierarchy.oneroster.user_without_role': {
    en: 'The user holds no role Tessera keeps ({roles}), so no account is made.',
    es: 'El usuario no tiene ningún rol que Tessera conserve ({roles}), así que no se crea ninguna cuenta.',
  },
  'hierarchy.oneroster.enrollment_of_deleted': {
    en: 'The row of {target} with the sourcedId "{id}" is tobedeleted, so this enrollment is not kept.',
    es: 'La fila de {target} con el sourcedId "{id}" está marcada tobedeleted, así que esta inscripción no se conserva.',
  },
  'hierarchy.oneroster.role_outside_bundle': {
    en: 'roles.csv line {line} names the user "{id}", who is not in users.csv.',
    es: 'La línea {line} de roles.csv nombra al usuario "{id}", que no está en users.csv.',
  },
} satisfies Catalogue;

export type HierarchyMessageKey = keyof typeof hierarchyMessages;

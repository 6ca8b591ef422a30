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
  'hierarchy.import.missing_column': {
    en: 'The file has no "{column}" column.',
    es: 'El archivo no tiene la columna "{column}".',
  },
  'hierarchy.import.no_rows': { en: 'The file has no rows to import.', es: 'El archivo no tiene filas que importar.' },
  'hierarchy.import.too_many_rows': {
    en: 'A file can import at most {max, plural, one {# row} other {# rows}}.',
    es: 'Un archivo puede importar como máximo {max, plural, one {# fila} other {# filas}}.',
  },
  'hierarchy.import.blank_value': {
    en: '"{column}" cannot be left blank.',
    es: '"{column}" no puede dejarse en blanco.',
  },
  'hierarchy.import.too_long': {
    en: '"{column}" must be 255 characters or fewer.',
    es: '"{column}" debe tener 255 caracteres o menos.',
  },
  'hierarchy.import.duplicate': { en: 'Already exists.', es: 'Ya existe.' },
  'hierarchy.import.duplicate_in_file': {
    en: 'Appears earlier in the file.',
    es: 'Aparece antes en el archivo.',
  },
  'hierarchy.import.unknown_site_category': {
    en: 'No site category named "{name}" in this folder.',
    es: 'No hay ninguna categoría de sitio llamada "{name}" en esta carpeta.',
  },
  'hierarchy.import.unknown_term': {
    en: 'No term with the code "{code}".',
    es: 'No hay ningún periodo con el código "{code}".',
  },
} satisfies Catalogue;

export type HierarchyMessageKey = keyof typeof hierarchyMessages;

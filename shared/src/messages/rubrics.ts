import type { Catalogue } from './types';

/** Rubrics, standards and scores (spec 1 §4–5, §8; spec 2 §4–5, §8). */
export const rubricsMessages = {
  'rubrics.published': { en: '{title} has been published.', es: '{title} se ha publicado.' },
  'rubrics.cannot_unpublish': {
    en: 'This Rubric cannot be unpublished because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to unpublish it.',
    es: 'Esta rúbrica no se puede despublicar porque se está usando en una o más actividades o plantillas. Quite la rúbrica de las actividades y plantillas asociadas para poder despublicarla.',
  },
  'rubrics.action_not_allowed': {
    en: 'This Rubric cannot be changed in its current state.',
    es: 'Esta rúbrica no se puede cambiar en su estado actual.',
  },
  'rubrics.move.no_targets': {
    en: 'There are no hierarchy nodes to which you can move this Rubric.',
    es: 'No hay nodos de la jerarquía a los que pueda mover esta rúbrica.',
  },
  'rubrics.something_went_wrong': { en: 'Something went wrong.', es: 'Algo salió mal.' },
  'rubrics.title_required': { en: 'Please enter a Rubric title.', es: 'Introduzca un título para la rúbrica.' },
  'rubrics.points.invalid': {
    en: 'Please enter 0 or a number up to 99.99 with at most two decimals.',
    es: 'Introduzca 0 o un número hasta 99,99 con dos decimales como máximo.',
  },
  'rubrics.levels.duplicate_id': { en: 'Each level must be distinct.', es: 'Cada nivel debe ser distinto.' },
  'rubrics.criterias.duplicate_id': { en: 'Each criterion must be distinct.', es: 'Cada criterio debe ser distinto.' },
  'rubrics.points.shape': {
    en: 'Every criterion needs a score for every level.',
    es: 'Cada criterio necesita una puntuación para cada nivel.',
  },
  'rubrics.weight.shape': { en: 'Every criterion needs a weight.', es: 'Cada criterio necesita un peso.' },
  'rubrics.level.fail': { en: 'Fail', es: 'No superado' },
  'rubrics.level.pass': { en: 'Pass', es: 'Superado' },
  'rubrics.default_element': { en: 'Element {n}', es: 'Elemento {n}' },
  'rubrics.not_applicable': { en: 'N/A', es: 'N/A' },
  'rubrics.threshold_hint': {
    en: 'Score of the rubric must >= threshold %',
    es: 'La puntuación de la rúbrica debe ser >= el % umbral',
  },
  'rubrics.statement_minimum.blank': {
    en: 'This field cannot be left blank.',
    es: 'Este campo no puede quedar en blanco.',
  },
  'rubrics.statement_minimum.not_number': { en: 'Please enter a number.', es: 'Introduzca un número.' },
  'rubrics.statement_minimum.not_positive': {
    en: 'Please enter a number greater than 0.',
    es: 'Introduzca un número mayor que 0.',
  },
  'rubrics.statement_minimum.above_maximum': {
    en: 'The minimum score cannot exceed {n}.',
    es: 'La puntuación mínima no puede superar {n}.',
  },
  'rubrics.statement_minimum.not_integer': { en: 'Only integer.', es: 'Solo enteros.' },
  'rubrics.aggregation.invalid': {
    en: 'Level points must not decrease and cannot exceed the criterion maximum.',
    es: 'Los puntos de los niveles no pueden disminuir ni superar el máximo del criterio.',
  },
  'rubrics.scoring.manual': { en: 'Manual Score', es: 'Puntuación manual' },
  'rubrics.scoring.auto': { en: 'Auto Score', es: 'Puntuación automática' },
  'rubrics.scoring.out_of': { en: '{x} out of {m} points', es: '{x} de {m} puntos' },
  'rubrics.scoring.nothing_entered': { en: 'Nothing entered out of {m} points', es: 'Nada introducido de {m} puntos' },
  'rubrics.scoring.not_available': { en: 'N/A', es: 'N/A' },
  // Names the server writes into a rubric, in the language of the person it is written for.
  'rubrics.default_title': { en: 'Default Rubric', es: 'Rúbrica predeterminada' },
  'rubrics.copy_title': { en: '{title} (copy)', es: '{title} (copia)' },
  // The rubric editor's fields (spec 1 §3, §5; worded here where the spec quotes nothing).
  'rubrics.level_name_required': { en: 'Please enter a level name.', es: 'Introduzca un nombre para el nivel.' },
  'rubrics.criterion_name_required': {
    en: 'Please enter a criterion name.',
    es: 'Introduzca un nombre para el criterio.',
  },
  'rubrics.contents.shape': {
    en: 'Every criterion needs a description for every level.',
    es: 'Cada criterio necesita una descripción para cada nivel.',
  },
  'rubrics.too_large': {
    en: 'This Rubric is too large to save. Shorten its descriptions or remove some criteria.',
    es: 'Esta rúbrica es demasiado grande para guardarla. Acorte sus descripciones o quite algunos criterios.',
  },
  // Statement alignment (spec 1 §3 statements_mapping, §4–5).
  'rubrics.alignment.unavailable': {
    en: 'This standard is not in the statement sets of this Rubric’s hierarchy node.',
    es: 'Este estándar no está en los conjuntos de enunciados del nodo de la jerarquía de esta rúbrica.',
  },
  'rubrics.alignment.duplicate': {
    en: 'This standard is aligned more than once.',
    es: 'Este estándar está alineado más de una vez.',
  },
  'rubrics.alignment.unknown_criterion': {
    en: 'This criterion is not in the Rubric.',
    es: 'Este criterio no está en la rúbrica.',
  },
  'rubrics.alignment.unavailable_at_target': {
    en: 'This Rubric is aligned to standards that are not available in that hierarchy node.',
    es: 'Esta rúbrica está alineada con estándares que no están disponibles en ese nodo de la jerarquía.',
  },
  'rubrics.alignment.set_removed': {
    en: 'A statement set this Rubric is aligned to has been removed. Reload and try again.',
    es: 'Se ha eliminado un conjunto de enunciados con el que está alineada esta rúbrica. Vuelva a cargar e inténtelo de nuevo.',
  },
  'rubrics.alignment.too_many_sets': {
    en: 'A Rubric can be aligned to standards of at most {max} statement sets.',
    es: 'Una rúbrica puede alinearse con estándares de como máximo {max} conjuntos de enunciados.',
  },
  'rubrics.threshold.required': {
    en: 'Please enter a threshold between 0 and 100.',
    es: 'Introduzca un umbral entre 0 y 100.',
  },
  'rubrics.threshold.plain': {
    en: 'A Rubric without points has no threshold.',
    es: 'Una rúbrica sin puntos no tiene umbral.',
  },
  // Why a rubric cannot be changed (spec 2 §4, §6; worded here).
  'rubrics.archived': {
    en: 'This Rubric is archived: it can no longer be changed or used.',
    es: 'Esta rúbrica está archivada: ya no se puede cambiar ni usar.',
  },
  'rubrics.transferred': {
    en: 'This Rubric is waiting for its transfer to be accepted or rejected, and cannot be changed until then.',
    es: 'Esta rúbrica está pendiente de que se acepte o rechace su transferencia y no se puede cambiar hasta entonces.',
  },
  'rubrics.default_read_only': {
    en: 'The default Rubric cannot be changed. Copy it to make your own.',
    es: 'La rúbrica predeterminada no se puede cambiar. Cópiela para crear la suya.',
  },
  'rubrics.no_authority': {
    en: 'You do not have permission to change rubrics in this hierarchy node.',
    es: 'No tiene permiso para cambiar rúbricas en este nodo de la jerarquía.',
  },
  'rubrics.stale': {
    en: 'This Rubric was changed by someone else. Reload it to see the changes, then try again.',
    es: 'Otra persona ha cambiado esta rúbrica. Vuelva a cargarla para ver los cambios e inténtelo de nuevo.',
  },
  'rubrics.in_use_save': {
    en: 'This Rubric cannot be changed because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to change it.',
    es: 'Esta rúbrica no se puede cambiar porque se está usando en una o más actividades o plantillas. Quite la rúbrica de las actividades y plantillas asociadas para poder cambiarla.',
  },
  'rubrics.in_use_delete': {
    en: 'This Rubric cannot be deleted because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to delete it.',
    es: 'Esta rúbrica no se puede eliminar porque se está usando en una o más actividades o plantillas. Quite la rúbrica de las actividades y plantillas asociadas para poder eliminarla.',
  },
  'rubrics.not_usable': {
    en: 'This Rubric is not published, so it cannot be used.',
    es: 'Esta rúbrica no está publicada, así que no se puede usar.',
  },
  'rubrics.unpublished': { en: '{title} has been unpublished.', es: '{title} se ha despublicado.' },
  'rubrics.archived_done': { en: '{title} has been archived.', es: '{title} se ha archivado.' },
  // Move and transfer (spec 2 §4, §5, §8).
  'rubrics.move.same_node': {
    en: 'This Rubric is already in this hierarchy node.',
    es: 'Esta rúbrica ya está en este nodo de la jerarquía.',
  },
  'rubrics.move.published_upward': {
    en: 'A published Rubric can only be moved up the hierarchy.',
    es: 'Una rúbrica publicada solo se puede mover hacia arriba en la jerarquía.',
  },
  'rubrics.moved': { en: '{title} has been moved to {node}.', es: '{title} se ha movido a {node}.' },
  'rubrics.transfer.no_targets': {
    en: 'There are no hierarchy nodes to which you can transfer this Rubric.',
    es: 'No hay nodos de la jerarquía a los que pueda transferir esta rúbrica.',
  },
  'rubrics.transfer.none': {
    en: 'This Rubric has no transfer waiting.',
    es: 'Esta rúbrica no tiene ninguna transferencia pendiente.',
  },
  'rubrics.transfer.sent': {
    en: '{title} has been sent to {node}. It moves there once accepted.',
    es: '{title} se ha enviado a {node}. Se moverá allí cuando se acepte.',
  },
  'rubrics.transfer.accepted': {
    en: '{title} has been added to {node}.',
    es: '{title} se ha añadido a {node}.',
  },
  'rubrics.transfer.rejected': {
    en: 'The transfer of {title} has been rejected.',
    es: 'Se ha rechazado la transferencia de {title}.',
  },
  // Canvas LMS rubric CSV import and export (issue 9; Canvas's column names quoted as Canvas spells them).
  'rubrics.csv.bad_csv': {
    en: 'The file could not be read as CSV: {problem}',
    es: 'El archivo no se pudo leer como CSV: {problem}',
  },
  'rubrics.csv.missing_column': {
    en: 'The file has no "{column}" column.',
    es: 'El archivo no tiene la columna "{column}".',
  },
  'rubrics.csv.rating_columns': {
    en: 'Every rating needs a Rating Name, a Rating Description and a Rating Points column.',
    es: 'Cada calificación necesita una columna Rating Name, una Rating Description y una Rating Points.',
  },
  'rubrics.csv.no_rows': { en: 'The file holds no rubric.', es: 'El archivo no contiene ninguna rúbrica.' },
  'rubrics.csv.too_many_rows': {
    en: 'A file can hold at most {max, plural, one {# row} other {# rows}}.',
    es: 'Un archivo puede contener como máximo {max, plural, one {# fila} other {# filas}}.',
  },
  'rubrics.csv.too_many_rubrics': {
    en: 'A file can import at most {max, plural, one {# rubric} other {# rubrics}}.',
    es: 'Un archivo puede importar como máximo {max, plural, one {# rúbrica} other {# rúbricas}}.',
  },
  'rubrics.csv.too_many_criteria': {
    en: 'A rubric can have at most {max, plural, one {# criterion} other {# criteria}}.',
    es: 'Una rúbrica puede tener como máximo {max, plural, one {# criterio} other {# criterios}}.',
  },
  'rubrics.csv.too_many_ratings': {
    en: 'A criterion can have at most {max, plural, one {# rating} other {# ratings}}.',
    es: 'Un criterio puede tener como máximo {max, plural, one {# calificación} other {# calificaciones}}.',
  },
  'rubrics.csv.rubric_name_missing': {
    en: "Missing 'Rubric Name'.",
    es: "Falta 'Rubric Name'.",
  },
  'rubrics.csv.criteria_name_missing': {
    en: "Missing 'Criteria Name'.",
    es: "Falta 'Criteria Name'.",
  },
  'rubrics.csv.ratings_missing': {
    en: 'This criterion has no ratings.',
    es: 'Este criterio no tiene calificaciones.',
  },
  'rubrics.csv.rating_skipped': {
    en: 'Rating {n} has no name: it was left out, as Canvas leaves it out.',
    es: 'La calificación {n} no tiene nombre: se omitió, como la omite Canvas.',
  },
  'rubrics.csv.points_invalid': {
    en: 'Rating {n}: points must be a number from 0 to 9,999.',
    es: 'Calificación {n}: los puntos deben ser un número de 0 a 9999.',
  },
  'rubrics.csv.points_rounded': {
    en: 'Rating {n}: the points were rounded to two decimals ({points, number}), as Canvas rounds them.',
    es: 'Calificación {n}: los puntos se redondearon a dos decimales ({points, number}), como los redondea Canvas.',
  },
  'rubrics.csv.points_scaled': {
    en: 'Points of 100 or more do not fit a rubric cell (at most 99.99): this criterion’s points were divided by {factor} and its weight multiplied by {factor}, so it scores as in Canvas{exact, select, yes {} other { (to the nearest hundredth)}}.',
    es: 'Los puntos de 100 o más no caben en una celda de rúbrica (99,99 como máximo): los puntos de este criterio se dividieron entre {factor} y su peso se multiplicó por {factor}, así que puntúa como en Canvas{exact, select, yes {} other { (a la centésima más próxima)}}.',
  },
  'rubrics.csv.scaled_weight_too_large': {
    en: 'Points of 100 or more need this criterion’s weight multiplied by {factor}, which would exceed the largest weight (100).',
    es: 'Los puntos de 100 o más exigen multiplicar el peso de este criterio por {factor}, lo que superaría el peso máximo (100).',
  },
  'rubrics.csv.points_missing': {
    en: 'Rating {n} has no points while other ratings of this rubric have them.',
    es: 'La calificación {n} no tiene puntos y otras calificaciones de esta rúbrica sí.',
  },
  'rubrics.csv.range_converted': {
    en: 'Point ranges were on for this criterion (Criteria Enable Range). Here a level scores fixed points: each rating now scores its Rating Points, the top of its range, and no score between two ratings can be given.',
    es: 'Este criterio tenía rangos de puntos (Criteria Enable Range). Aquí un nivel puntúa con puntos fijos: cada calificación puntúa ahora sus Rating Points, el máximo de su rango, y no se puede dar una puntuación entre dos calificaciones.',
  },
  'rubrics.csv.too_long': {
    en: '"{column}" is too long (maximum is {max, plural, one {# character} other {# characters}}).',
    es: '"{column}" es demasiado largo (el máximo es {max, plural, one {# carácter} other {# caracteres}}).',
  },
  'rubrics.csv.weight_invalid': {
    en: 'The weight must be a number from 0 to 100.',
    es: 'El peso debe ser un número de 0 a 100.',
  },
  'rubrics.csv.default_points_invalid': {
    en: 'The default points must be 0 or a number up to 99.99 with at most two decimals.',
    es: 'Los puntos predeterminados deben ser 0 o un número hasta 99,99 con dos decimales como máximo.',
  },
  'rubrics.csv.boolean_invalid': {
    en: '"{column}" must be true or false.',
    es: '"{column}" debe ser true o false.',
  },
  'rubrics.csv.rubric_values_differ': {
    en: 'The rows of this rubric disagree on "{column}".',
    es: 'Las filas de esta rúbrica no coinciden en "{column}".',
  },
  'rubrics.csv.padded': {
    en: 'This criterion has {count, plural, one {# rating} other {# ratings}} and the rubric {levels} levels: the missing levels were added with no description and the criterion’s lowest points.',
    es: 'Este criterio tiene {count, plural, one {# calificación} other {# calificaciones}} y la rúbrica {levels} niveles: los niveles que faltaban se añadieron sin descripción y con los puntos más bajos del criterio.',
  },
  'rubrics.csv.rating_names_kept': {
    en: 'Some rating names differ from the level names: they were kept at the start of the cell descriptions.',
    es: 'Algunos nombres de calificación difieren de los nombres de nivel: se conservaron al principio de las descripciones.',
  },
  'rubrics.csv.failed': {
    en: 'Nothing was imported: {count, plural, one {# problem} other {# problems}} to fix in the file.',
    es: 'No se importó nada: {count, plural, one {# problema} other {# problemas}} que corregir en el archivo.',
  },
  'rubrics.csv.imported': {
    en: '{count, plural, one {# rubric} other {# rubrics}} imported as drafts.',
    es: '{count, plural, one {# rúbrica importada} other {# rúbricas importadas}} como borrador.',
  },
  // Importing a file again (issue 21): the rubrics an earlier import of it made are offered for update.
  'rubrics.csv.already_imported': {
    en: '{count, plural, one {The rubric {titles} was} other {# rubrics of this file were}} imported into this folder from a Canvas file before{count, plural, one {.} other {: {titles}.}} Update {count, plural, one {it} other {them}} with this file instead of making copies?',
    es: '{count, plural, one {La rúbrica {titles} ya se importó} other {# rúbricas de este archivo ya se importaron}} en esta carpeta desde un archivo de Canvas{count, plural, one {.} other {: {titles}.}} ¿{count, plural, one {Actualizarla} other {Actualizarlas}} con este archivo en lugar de crear copias?',
  },
  'rubrics.csv.cannot_update': {
    en: 'The rubric {title} was imported from a Canvas file before but cannot be updated now: it is in use or waiting on a transfer. Nothing was imported; copy it, or give it another Rubric Name in the file to import it as a new rubric.',
    es: 'La rúbrica {title} se importó antes desde un archivo de Canvas, pero ahora no se puede actualizar: está en uso o pendiente de una transferencia. No se importó nada; cópiela, o dele otro Rubric Name en el archivo para importarla como una rúbrica nueva.',
  },
  'rubrics.csv.updated': {
    en: '{updated, plural, one {# rubric updated} other {# rubrics updated}} from the file{created, plural, =0 {} one {, # new rubric imported} other {, # new rubrics imported}}; all are drafts.',
    es: '{updated, plural, one {# rúbrica actualizada} other {# rúbricas actualizadas}} desde el archivo{created, plural, =0 {} one {, # rúbrica nueva importada} other {, # rúbricas nuevas importadas}}; todas son borradores.',
  },
  // spec 2 §9: rubric sort options.
  'rubrics.sort.title': { en: 'Title', es: 'Título' },
  'rubrics.sort.date': { en: 'Date', es: 'Fecha' },
} satisfies Catalogue;

export type RubricsMessageKey = keyof typeof rubricsMessages;

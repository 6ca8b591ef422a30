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
  // spec 2 §9: rubric sort options.
  'rubrics.sort.title': { en: 'Title', es: 'Título' },
  'rubrics.sort.date': { en: 'Date', es: 'Fecha' },
} satisfies Catalogue;

export type RubricsMessageKey = keyof typeof rubricsMessages;

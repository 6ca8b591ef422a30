import type { Catalogue } from './types';

/**
 * Portfolios: the composer's saves, the workflow actions, revisions, comments and annotations (spec 1 §2–8).
 * The spec's own sentences that other contexts already hold are answered from there: "This submission cannot
 * be withdrawn." (workflows), the another-device sentence (identity, the HTTP stack's session rule), the form
 * error banner and "N error(s) found, N error(s) remaining" (components). A failed portfolio load says the
 * spec's "Resource does not exist!" (spec 1 §8) under this context's key.
 */
export const portfoliosMessages = {
  'portfolios.not_found': { en: 'Resource does not exist!', es: '¡El recurso no existe!' },
  // The submit refusal counts its errors (the banner shows the count, spec 1 §8).
  'portfolios.submit_invalid': {
    en: '{found, plural, one {# error} other {# errors}} found. Some required information is missing or incomplete.',
    es: '{found, plural, one {Se ha encontrado # error} other {Se han encontrado # errores}}. Falta información obligatoria o está incompleta.',
  },
  'portfolios.stale': {
    en: 'This portfolio was saved somewhere else after you opened it. Its newer content is shown; copy your changes and save again.',
    es: 'Este portafolio se guardó en otro lugar después de abrirlo. Se muestra su contenido más reciente; copie sus cambios y vuelva a guardar.',
  },
  // The owner's answer to an offered template version (ADR 0028 §2).
  'portfolios.template_update_changed': {
    en: 'The template has changed again since this portfolio was opened. Open it again to see what its newest version changes.',
    es: 'La plantilla ha vuelto a cambiar desde que se abrió este portafolio. Vuelva a abrirlo para ver qué cambia su versión más reciente.',
  },
  'portfolios.template_update_unavailable': {
    en: 'There is no newer template version for this portfolio to take now.',
    es: 'Ahora no hay una versión más reciente de la plantilla que este portafolio pueda adoptar.',
  },
  'portfolios.component_unknown': {
    en: 'This component is not part of the portfolio.',
    es: 'Este componente no forma parte del portafolio.',
  },
  'portfolios.component_read_only': {
    en: 'You cannot change this component now.',
    es: 'No puede cambiar este componente ahora.',
  },
  'portfolios.content_invalid': {
    en: 'Some answers could not be saved. Check the marked fields.',
    es: 'No se han podido guardar algunas respuestas. Revise los campos marcados.',
  },
  'portfolios.autosave_not_allowed': {
    en: 'Auto-save is not available for this portfolio now. Use Save instead.',
    es: 'El guardado automático no está disponible ahora para este portafolio. Use Guardar.',
  },
  'portfolios.activity_closed': {
    en: 'This activity is closed: it takes no new work.',
    es: 'Esta actividad está cerrada: no admite trabajos nuevos.',
  },
  'portfolios.activity_started': {
    en: 'This activity already has your portfolio: open it instead.',
    es: 'Esta actividad ya tiene su portafolio: ábralo.',
  },
  'portfolios.template_unusable': {
    en: 'Choose a published ePortfolio or form template.',
    es: 'Elija una plantilla publicada de ePortafolio o de formulario.',
  },
  'portfolios.title_required': { en: 'Please enter a title.', es: 'Introduzca un título.' },
  'portfolios.trashed': { en: '{title} was moved to the trash.', es: '{title} se ha movido a la papelera.' },
  'portfolios.restored': { en: '{title} was restored.', es: '{title} se ha restaurado.' },
  // Issue 21 defect 5 (ADR 0018 "Submitted work is kept"): the spec is silent; worded here.
  'portfolios.submitted_kept': {
    en: '{title} has been submitted, so it is kept for its assessors and cannot be moved to the trash.',
    es: '{title} ya se ha entregado, así que se conserva para sus evaluadores y no se puede mover a la papelera.',
  },
  'portfolios.title_fixed_submitted': {
    en: 'The title cannot be changed once the work has been submitted: its assessors know it by this title.',
    es: 'El título no se puede cambiar una vez entregado el trabajo: sus evaluadores lo conocen por este título.',
  },
  'portfolios.title_fixed_closed': {
    en: 'The title cannot be changed: this section is closed.',
    es: 'El título no se puede cambiar: esta sección está cerrada.',
  },
  'portfolios.not_trashed': {
    en: 'This portfolio is not in the trash.',
    es: 'Este portafolio no está en la papelera.',
  },
  'portfolios.saved': { en: '{title} has been saved.', es: '{title} se ha guardado.' },
  'portfolios.submitted': { en: '{title} has been submitted.', es: '{title} se ha entregado.' },
  'portfolios.revision_missing': {
    en: 'Choose two revisions of this portfolio to compare.',
    es: 'Elija dos revisiones de este portafolio para compararlas.',
  },
  'portfolios.comment.read_only': {
    en: 'Comments are read-only for you here.',
    es: 'Aquí los comentarios son de solo lectura para usted.',
  },
  'portfolios.comment.not_author': {
    en: 'Only the author can change or delete this comment.',
    es: 'Solo la persona que escribió este comentario puede cambiarlo o eliminarlo.',
  },
  'portfolios.comment.deleted': { en: 'The comment was deleted.', es: 'Se ha eliminado el comentario.' },
  'portfolios.comment.text_required': { en: 'Please enter a comment.', es: 'Escriba un comentario.' },
  'portfolios.comment.highlight_invalid': {
    en: 'The highlighted text is not in this component.',
    es: 'El texto resaltado no está en este componente.',
  },
  'portfolios.comment.component_unknown': {
    en: 'This comment names a component the portfolio does not have.',
    es: 'Este comentario nombra un componente que el portafolio no tiene.',
  },
  'portfolios.assessment_unknown': {
    en: 'You cannot comment in this assessment.',
    es: 'No puede comentar en esta evaluación.',
  },
  // The assessment panel (spec 1 §4–5, §8; docs/adr/0020-assessments.md).
  'portfolios.assessment.saved': { en: 'Your assessment has been saved.', es: 'Se ha guardado su evaluación.' },
  'portfolios.assessment.stale': {
    en: 'This assessment was saved in another window after you opened it. Its newer content is shown; copy your changes and save again.',
    es: 'Esta evaluación se guardó en otra ventana después de abrirla. Se muestra su contenido más reciente; copie sus cambios y vuelva a guardar.',
  },
  'portfolios.assessment.not_yours': {
    en: 'Only its assessor can change this assessment.',
    es: 'Solo su evaluador puede cambiar esta evaluación.',
  },
  'portfolios.assessment.not_latest': {
    en: 'Only the latest revision can be assessed.',
    es: 'Solo se puede evaluar la revisión más reciente.',
  },
  'portfolios.assessment.invalid': {
    en: 'Some of the assessment could not be saved. Check the marked fields.',
    es: 'No se ha podido guardar parte de la evaluación. Revise los campos marcados.',
  },
  'portfolios.assessment.score_input': {
    en: 'Enter 0, or a number of one or two digits with up to 2 decimals.',
    es: 'Introduzca 0, o un número de una o dos cifras con hasta 2 decimales.',
  },
  'portfolios.assessment.score_above_maximum': {
    en: 'The score cannot be more than {m}.',
    es: 'La puntuación no puede ser mayor que {m}.',
  },
  'portfolios.assessment.rubric_unavailable': {
    en: 'This rubric is no longer available.',
    es: 'Esta rúbrica ya no está disponible.',
  },
  'portfolios.assessment.criterion_unknown': {
    en: 'This criterion is not part of the rubric.',
    es: 'Este criterio no forma parte de la rúbrica.',
  },
  'portfolios.assessment.level_unknown': {
    en: 'Choose one of the rubric’s levels.',
    es: 'Elija uno de los niveles de la rúbrica.',
  },
  'portfolios.assessment.not_applicable_unavailable': {
    en: 'N/A is not available in this rubric.',
    es: 'N/A no está disponible en esta rúbrica.',
  },
  'portfolios.assessment.auto_fill_manual': {
    en: 'This rubric is scored by hand: it cannot be filled from the answers.',
    es: 'Esta rúbrica se puntúa a mano: no puede rellenarse a partir de las respuestas.',
  },
  'portfolios.assessment.aggregation_invalid': {
    en: 'The level points of this criterion must not decrease and must not exceed its maximum.',
    es: 'Los puntos de los niveles de este criterio no deben disminuir ni superar su máximo.',
  },
  'portfolios.assessment.written_apart': {
    en: 'Assessment content is saved with your assessment, not with the portfolio.',
    es: 'El contenido de la evaluación se guarda con su evaluación, no con el portafolio.',
  },
  // Apply assessment content to your own (spec 1 §8, the spec's sentences).
  'portfolios.assessment.applied': {
    en: 'Assessment content successfully applied to your own',
    es: 'El contenido de la evaluación se aplicó correctamente a la suya',
  },
  'portfolios.assessment.apply_failed': {
    en: 'Assessment content failed to be applied to your own',
    es: 'No se pudo aplicar el contenido de la evaluación a la suya',
  },
  // Collaborative submit (spec 1 §4 assessments_visibility).
  'portfolios.visibility_not_allowed': {
    en: 'Only an assessor’s Submit or Request Revision chooses which assessments are visible.',
    es: 'Solo el Enviar o Solicitar revisión de un evaluador elige qué evaluaciones son visibles.',
  },
  'portfolios.visibility_unknown': {
    en: 'This assessment is not part of the revision being assessed.',
    es: 'Esta evaluación no forma parte de la revisión que se evalúa.',
  },
  // Evidence items (spec 1 §2 evidence editor); the date's sentence is the components' (spec 2 §5).
  'portfolios.evidence.invalid': {
    en: 'Some of the description could not be saved. Check the marked fields.',
    es: 'No se ha podido guardar parte de la descripción. Revise los campos marcados.',
  },
  'portfolios.evidence.cover_unknown': {
    en: 'Upload the cover image again: this one is no longer available.',
    es: 'Vuelva a subir la imagen de portada: esta ya no está disponible.',
  },
  'portfolios.reference_unknown': {
    en: 'Choose one of your own portfolios or evidence items.',
    es: 'Elija uno de sus propios portafolios o elementos de evidencia.',
  },
  // Issue 14: an image, gallery or attachment component names only files its owner uploaded.
  'portfolios.upload_not_own': {
    en: 'Choose one of your own uploaded files: this file is not one of them.',
    es: 'Elija uno de sus propios archivos subidos: este archivo no es uno de ellos.',
  },
  // The report files (issue 13), written in the reader's language (issue 21): their headings and status words,
  // the words of the report screens.
  'portfolios.report.status.met': { en: 'Met', es: 'Cumplido' },
  'portfolios.report.status.not_met': { en: 'Not met', es: 'No cumplido' },
  'portfolios.report.status.not_yet_assessed': { en: 'Not yet assessed', es: 'Aún no evaluado' },
  'portfolios.report.csv.last_name': { en: 'Last name', es: 'Apellidos' },
  'portfolios.report.csv.first_name': { en: 'First name', es: 'Nombre' },
  'portfolios.report.csv.email': { en: 'Email', es: 'Correo electrónico' },
  'portfolios.report.csv.total_met': { en: 'Total met', es: 'Total cumplido' },
  'portfolios.report.csv.total_not_met': { en: 'Total not met', es: 'Total no cumplido' },
  'portfolios.report.csv.total_not_yet_assessed': { en: 'Total not yet assessed', es: 'Total aún no evaluado' },
  'portfolios.report.csv.component': { en: 'Component', es: 'Componente' },
  'portfolios.report.csv.rubric': { en: 'Rubric', es: 'Rúbrica' },
  'portfolios.report.csv.criterion': { en: 'Criterion', es: 'Criterio' },
  'portfolios.report.csv.average_points': { en: 'Average points', es: 'Puntos de media' },
  'portfolios.report.csv.assessments_counted': { en: 'Assessments counted', es: 'Evaluaciones contadas' },
  'portfolios.report.csv.scored': { en: 'Scored', es: 'Puntuados' },
  'portfolios.report.csv.not_entered': { en: 'Not entered', es: 'Sin introducir' },
  'portfolios.report.csv.level': { en: 'Level {n}', es: 'Nivel {n}' },
  'portfolios.report.csv.level_count': { en: 'Level {n} chosen', es: 'Nivel {n} elegido' },
} satisfies Catalogue;

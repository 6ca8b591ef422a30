import type { Catalogue } from './types';

/** Templates and the template editor (spec 1 §2, spec 2 §2, §5; spec 3 §5). */
export const templatesMessages = {
  'templates.name_required': { en: 'Please enter a Template name.', es: 'Introduzca un nombre de plantilla.' },
  'templates.name_taken': {
    en: 'Template name is already taken. Please enter a unique name.',
    es: 'El nombre de la plantilla ya está en uso. Introduzca un nombre único.',
  },
  'templates.goreact_text_required': {
    en: 'Please enter a title or description.',
    es: 'Introduzca un título o una descripción.',
  },
  'templates.max_pages': {
    en: 'You have already added the maximum number ({n}) of pages.',
    es: 'Ya ha añadido el número máximo ({n}) de páginas.',
  },
  'templates.step.create_content': { en: 'Create Content', es: 'Crear contenido' },
  'templates.step.choose_theme': { en: 'Choose Theme', es: 'Elegir tema' },
  'templates.step.design': { en: 'Design', es: 'Diseño' },
  'templates.step.settings': { en: 'Settings', es: 'Configuración' },
  'templates.step.preview': { en: 'Preview', es: 'Vista previa' },
  'templates.state.created': { en: 'Created', es: 'Creada' },
  'templates.state.draft': { en: 'Draft', es: 'Borrador' },
  'templates.state.published': { en: 'Published', es: 'Publicada' },
  // Template folders (spec 3 §5).
  'templates.folder.blank': { en: "Can't be blank.", es: 'No puede estar en blanco.' },
  // The spec quotes 'Folder named %{name}s already exists.' (a Rails placeholder): ICU writes it {name}.
  'templates.folder.name_taken': {
    en: 'Folder named {name} already exists.',
    es: 'Ya existe una carpeta llamada {name}.',
  },
  // The template library (spec 2 §2, §4, §5, §8; docs/adr/0016-template-library.md).
  'templates.stale': {
    en: 'This Template was changed by someone else. Reload it to see the changes, then try again.',
    es: 'Otra persona ha cambiado esta plantilla. Vuelva a cargarla para ver los cambios e inténtelo de nuevo.',
  },
  'templates.no_authority': {
    en: 'You do not have permission to change Templates on this hierarchy node.',
    es: 'No tiene permiso para cambiar plantillas en este nodo de la jerarquía.',
  },
  'templates.transferred': {
    en: 'This Template is waiting for its transfer to be accepted or rejected, and cannot be changed until then.',
    es: 'Esta plantilla está pendiente de que se acepte o rechace su transferencia y no se puede cambiar hasta entonces.',
  },
  'templates.wrong_state': {
    en: 'This Template cannot be changed this way in its current state.',
    es: 'Esta plantilla no se puede cambiar así en su estado actual.',
  },
  'templates.published': { en: '{title} has been published.', es: '{title} se ha publicado.' },
  'templates.unpublished': { en: '{title} has been unpublished.', es: '{title} ya no está publicada.' },
  'templates.copied': { en: '{title} has been copied.', es: '{title} se ha copiado.' },
  'templates.deleted': { en: '{title} has been deleted.', es: '{title} se ha eliminado.' },
  'templates.moved': { en: '{title} has been moved to {node}.', es: '{title} se ha movido a {node}.' },
  'templates.already_on_node': {
    en: 'This Template is already in this hierarchy node.',
    es: 'Esta plantilla ya está en este nodo de la jerarquía.',
  },
  'templates.move.confirm_needed': {
    en: '{node} cannot reach {count, plural, one {# Rubric} other {# Rubrics}} this Template uses. Moving it removes those rubric components.',
    es: '{node} no puede acceder a {count, plural, one {# rúbrica} other {# rúbricas}} que usa esta plantilla. Al moverla se quitan esos componentes de rúbrica.',
  },
  'templates.move.rubric_unreachable': {
    en: '{rubric} belongs to {rubric_node}, which is neither {node} nor a node above it.',
    es: '{rubric} pertenece a {rubric_node}, que no es {node} ni un nodo superior.',
  },
  'templates.transfer.none': {
    en: 'This Template has no transfer waiting.',
    es: 'Esta plantilla no tiene ninguna transferencia pendiente.',
  },
  'templates.transfer.sent': {
    en: '{title} has been offered to {node}.',
    es: '{title} se ha ofrecido a {node}.',
  },
  'templates.transfer.accepted': {
    en: '{title} has been added to {node}.',
    es: '{title} se ha añadido a {node}.',
  },
  'templates.transfer.rejected': {
    en: 'The transfer of {title} has been rejected.',
    es: 'Se ha rechazado la transferencia de {title}.',
  },
  'templates.delete.published': {
    en: 'A published Template cannot be deleted. Unpublish it first.',
    es: 'Una plantilla publicada no se puede eliminar. Despublíquela primero.',
  },
  'templates.delete.in_use': {
    en: 'This Template cannot be deleted because courses or activities use it.',
    es: 'Esta plantilla no se puede eliminar porque la usan cursos o actividades.',
  },
  'templates.too_large': {
    en: 'This Template is too large to save. Remove some pages or components and try again.',
    es: 'Esta plantilla es demasiado grande para guardarse. Quite algunas páginas o componentes e inténtelo de nuevo.',
  },
  'templates.invalid': {
    en: 'Some template settings are not valid. Check the marked fields.',
    es: 'Algunos ajustes de la plantilla no son válidos. Revise los campos marcados.',
  },
  'templates.workflow_fixed': {
    en: 'The workflow of a Template cannot be changed once it is created.',
    es: 'El flujo de trabajo de una plantilla no se puede cambiar una vez creada.',
  },
  'templates.primary_taken': {
    en: 'Only one scoring component can be primary.',
    es: 'Solo un componente de puntuación puede ser el principal.',
  },
  'templates.component_id_taken': {
    en: 'Each component needs its own id.',
    es: 'Cada componente necesita su propio identificador.',
  },
  'templates.rubric_unavailable': {
    en: 'Choose a published Rubric of this hierarchy node or of a node above it.',
    es: 'Elija una rúbrica publicada de este nodo de la jerarquía o de un nodo superior.',
  },
  'templates.aggregation.taken': {
    en: 'Only one component can be scored by aggregation (Auto Score).',
    es: 'Solo un componente puede puntuarse por agregación (Puntuación automática).',
  },
  'templates.aggregation.assessment_only': {
    en: 'Only a score or an assessment rubric of the assessment panel can be scored by aggregation.',
    es: 'Solo una puntuación o una rúbrica de evaluación del panel de evaluación pueden puntuarse por agregación.',
  },
  'templates.aggregation.criterion_unknown': {
    en: 'This criterion is not in the chosen Rubric.',
    es: 'Este criterio no está en la rúbrica elegida.',
  },
  'templates.aggregation.component_unknown': {
    en: 'Map a criterion only to radio buttons, checkboxes or dropdowns of this Template.',
    es: 'Asocie un criterio solo a botones de opción, casillas o listas desplegables de esta plantilla.',
  },
  'templates.aggregation.range_levels': {
    en: 'Give the points of every level of the Rubric, in its order.',
    es: 'Indique los puntos de cada nivel de la rúbrica, en su orden.',
  },
  'templates.aggregation.range_invalid': {
    en: 'Level points must not decrease and cannot exceed the criterion maximum ({maximum}).',
    es: 'Los puntos de los niveles no pueden disminuir ni superar el máximo del criterio ({maximum}).',
  },
  'templates.aggregation.mapping_required': {
    en: 'Map at least one criterion to a radio button, checkbox or dropdown of this Template.',
    es: 'Asocie al menos un criterio a un botón de opción, una casilla o una lista desplegable de esta plantilla.',
  },
  'templates.statement_unavailable': {
    en: 'Choose a statement from the statement sets of this hierarchy node or of a node above it.',
    es: 'Elija un estándar de los conjuntos de este nodo de la jerarquía o de un nodo superior.',
  },
  'templates.plagiarism_unavailable': {
    en: 'The plagiarism option is available only with plagiarism checking enabled, in supervised and internship workflows.',
    es: 'La opción de plagio solo está disponible con la comprobación de plagio activada, en flujos supervisados y de prácticas.',
  },
  'templates.move_to_done_roles': {
    en: 'Only mentor assessors and internship supervisor assessors can be allowed to move to done.',
    es: 'Solo los evaluadores mentores y los supervisores de prácticas pueden pasar a terminado.',
  },
  'templates.folder.not_on_node': {
    en: 'Choose a folder of this hierarchy node.',
    es: 'Elija una carpeta de este nodo de la jerarquía.',
  },
  'templates.folder.not_empty': {
    en: 'This folder holds Templates and cannot be deleted.',
    es: 'Esta carpeta contiene plantillas y no se puede eliminar.',
  },
  'templates.folder.stale': {
    en: 'This folder was changed by someone else. Reload it, then try again.',
    es: 'Otra persona ha cambiado esta carpeta. Vuelva a cargarla e inténtelo de nuevo.',
  },
  'templates.theme.stale': {
    en: 'This theme was changed by someone else. Reload it, then try again.',
    es: 'Otra persona ha cambiado este tema. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  'templates.theme.colour_invalid': {
    en: 'Enter a colour as #RRGGBB.',
    es: 'Introduzca un color como #RRGGBB.',
  },
  'templates.theme.not_found': {
    en: 'Choose one of the organisation’s template themes.',
    es: 'Elija uno de los temas de plantilla de la organización.',
  },
  // Issue 21 (probe finding 1): a theme's logo is one of the caller's cropped logo uploads, named by its id.
  'templates.theme.logo_unknown': {
    en: 'Choose a logo you uploaded for a theme.',
    es: 'Elija un logotipo que haya subido para un tema.',
  },
  'templates.theme.logo_is_uploaded': {
    en: 'A logo cannot be a link: upload the image as the theme’s logo.',
    es: 'Un logotipo no puede ser un enlace: suba la imagen como logotipo del tema.',
  },
  'templates.history_role.instructor': { en: 'Instructor', es: 'Docente' },
  'templates.history_role.assisted_assessor': { en: 'Assisted Assessor', es: 'Evaluador asistido' },
  'templates.history_role.supervisor': { en: 'Supervisor', es: 'Supervisor de prácticas' },
  'templates.history_role.mentor': { en: 'Mentor', es: 'Tutor' },
  'templates.history_role.peer_assessor': { en: 'Peer Assessor', es: 'Evaluador par' },
  'templates.history_role.administrator': { en: 'Administrator', es: 'Administrador' },
  'templates.history.created': { en: 'Created', es: 'Creada' },
  'templates.history.updated': { en: 'Saved', es: 'Guardada' },
  'templates.history.copied': { en: 'Copied from {title}', es: 'Copiada de {title}' },
  'templates.history.published': { en: 'Published', es: 'Publicada' },
  'templates.history.unpublished': { en: 'Unpublished', es: 'Despublicada' },
  'templates.history.moved': { en: 'Moved from {from} to {to}', es: 'Movida de {from} a {to}' },
  'templates.history.transferred': { en: 'Offered to {to}', es: 'Ofrecida a {to}' },
  'templates.history.transfer_accepted': { en: 'Transfer to {to} accepted', es: 'Transferencia a {to} aceptada' },
  'templates.history.transfer_rejected': { en: 'Transfer to {to} rejected', es: 'Transferencia a {to} rechazada' },
} satisfies Catalogue;

export type TemplatesMessageKey = keyof typeof templatesMessages;

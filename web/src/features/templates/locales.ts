import type { NamespaceTexts } from '../../lib/i18n';

/**
 * Screen chrome of the template screens (spec 1 §2–5, spec 2 §2–9, spec 3 §2). Sentences the spec defines (the
 * snackbars, "Are you sure?", "Saving...", the unsaved-changes prompt, the configuration rules, the folder
 * names) come from @tessera/shared's catalogue, most of them worded by the server.
 */
const templatesEn = {
  loading: 'Loading…',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  reload: 'Reload',
  failedTitle: 'This could not be done',
  search: 'Search templates',
  new: 'New template',
  caption: 'Templates of this folder',
  empty: 'This folder has no templates yet. Portfolios, forms and assignments are made from templates.',
  more: 'Show more ({{shown}} of {{total}})',
  transferWaiting: 'Transfer waiting',
  transferIncoming: 'Sent here from {{from}}',
  transferOutgoing: 'Waiting to be accepted by {{to}}',
  actions: {
    edit: 'Edit',
    publish: 'Publish',
    unpublish: 'Unpublish',
    accept: 'Accept transfer',
    reject: 'Reject transfer',
    copy: 'Copy',
    move: 'Move',
    transfer: 'Transfer',
    histories: 'Activity history',
    delete: 'Delete',
    menu: 'Actions for {{title}}',
  },
  folders: {
    filter: 'Folder',
    all: 'All templates',
    none: 'No folder',
    option: '{{name}} ({{count}})',
    new: 'New folder',
    name: 'Folder name',
    create: 'Create folder',
    rename: 'Rename',
    renameTitle: 'Rename {{name}}',
    renameNamed: 'Rename folder {{name}}',
    deleteNamed: 'Delete folder {{name}}',
    deleteTitle: 'Delete this folder?',
    deleteConfirm: 'The folder “{{name}}” will be deleted. Only an empty folder can be deleted.',
    created: 'Folder “{{name}}” has been created.',
    renamed: 'Folder renamed to “{{name}}”.',
    deleted: 'Folder “{{name}}” has been deleted.',
  },
  create: {
    title: 'New template',
    name: 'Template name',
    workflow: 'Workflow',
    folder: 'Folder',
    submit: 'Create and open the editor',
  },
  publish: {
    title: 'Publish this template?',
    confirm: '“{{title}}” will be published: courses and activities can then use it.',
  },
  unpublish: {
    title: 'Unpublish this template?',
    confirm: '“{{title}}” goes back to the state it had before it was published.',
  },
  delete: {
    title: 'Delete this template?',
    confirm: '“{{title}}” and its {{pages}} page(s) will be deleted. This cannot be undone.',
    cannotTitle: 'This template cannot be deleted',
  },
  accept: {
    title: 'Accept this transfer?',
    confirm: '“{{title}}” moves from {{from}} to {{to}}.',
    confirmRemove: 'Accept and remove those rubrics',
  },
  reject: {
    title: 'Reject this transfer?',
    confirm: '“{{title}}” stays in {{from}} and is no longer offered to {{to}}.',
  },
  move: {
    title: 'Move {{title}}',
    to: 'Move from {{from}} to',
    submit: 'Move',
    none: 'There are no hierarchy nodes to which you can move this Template.',
    cannot: 'This Template cannot be moved there.',
    confirmTitle: 'Move to {{node}}?',
    confirmRemove: 'Move and remove those rubric components',
  },
  transfer: {
    title: 'Transfer {{title}}',
    to: 'Offer it from {{from}} to',
    submit: 'Transfer',
  },
  histories: {
    title: 'Activity history of {{title}}',
    caption: 'Activity history',
    empty: 'Nothing has happened to this template yet.',
    at: 'When',
    by: 'Who',
    role: 'Role',
    what: 'What',
  },
};

const templatesEs: NamespaceTexts<typeof templatesEn>['es'] = {
  loading: 'Cargando…',
  ok: 'Aceptar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  reload: 'Volver a cargar',
  failedTitle: 'No se ha podido hacer',
  search: 'Buscar plantillas',
  new: 'Nueva plantilla',
  caption: 'Plantillas de esta carpeta',
  empty: 'Esta carpeta aún no tiene plantillas. Los portafolios, formularios y tareas se crean a partir de plantillas.',
  more: 'Mostrar más ({{shown}} de {{total}})',
  transferWaiting: 'Transferencia pendiente',
  transferIncoming: 'Enviada aquí desde {{from}}',
  transferOutgoing: 'Pendiente de que la acepte {{to}}',
  actions: {
    edit: 'Editar',
    publish: 'Publicar',
    unpublish: 'Despublicar',
    accept: 'Aceptar transferencia',
    reject: 'Rechazar transferencia',
    copy: 'Copiar',
    move: 'Mover',
    transfer: 'Transferir',
    histories: 'Historial de actividad',
    delete: 'Eliminar',
    menu: 'Acciones de {{title}}',
  },
  folders: {
    filter: 'Carpeta',
    all: 'Todas las plantillas',
    none: 'Sin carpeta',
    option: '{{name}} ({{count}})',
    new: 'Nueva carpeta',
    name: 'Nombre de la carpeta',
    create: 'Crear carpeta',
    rename: 'Cambiar nombre',
    renameTitle: 'Cambiar el nombre de {{name}}',
    renameNamed: 'Cambiar el nombre de la carpeta {{name}}',
    deleteNamed: 'Eliminar la carpeta {{name}}',
    deleteTitle: '¿Eliminar esta carpeta?',
    deleteConfirm: 'Se eliminará la carpeta «{{name}}». Solo se puede eliminar una carpeta vacía.',
    created: 'Se ha creado la carpeta «{{name}}».',
    renamed: 'La carpeta se llama ahora «{{name}}».',
    deleted: 'Se ha eliminado la carpeta «{{name}}».',
  },
  create: {
    title: 'Nueva plantilla',
    name: 'Nombre de la plantilla',
    workflow: 'Flujo de trabajo',
    folder: 'Carpeta',
    submit: 'Crear y abrir el editor',
  },
  publish: {
    title: '¿Publicar esta plantilla?',
    confirm: 'Se publicará «{{title}}»: los cursos y actividades podrán usarla.',
  },
  unpublish: {
    title: '¿Despublicar esta plantilla?',
    confirm: '«{{title}}» vuelve al estado que tenía antes de publicarse.',
  },
  delete: {
    title: '¿Eliminar esta plantilla?',
    confirm: 'Se eliminarán «{{title}}» y sus {{pages}} página(s). No se puede deshacer.',
    cannotTitle: 'Esta plantilla no se puede eliminar',
  },
  accept: {
    title: '¿Aceptar esta transferencia?',
    confirm: '«{{title}}» pasa de {{from}} a {{to}}.',
    confirmRemove: 'Aceptar y quitar esas rúbricas',
  },
  reject: {
    title: '¿Rechazar esta transferencia?',
    confirm: '«{{title}}» se queda en {{from}} y deja de ofrecerse a {{to}}.',
  },
  move: {
    title: 'Mover {{title}}',
    to: 'Mover de {{from}} a',
    submit: 'Mover',
    none: 'No hay nodos de la jerarquía a los que pueda mover esta plantilla.',
    cannot: 'Esta plantilla no se puede mover allí.',
    confirmTitle: '¿Mover a {{node}}?',
    confirmRemove: 'Mover y quitar esos componentes de rúbrica',
  },
  transfer: {
    title: 'Transferir {{title}}',
    to: 'Ofrecerla de {{from}} a',
    submit: 'Transferir',
  },
  histories: {
    title: 'Historial de actividad de {{title}}',
    caption: 'Historial de actividad',
    empty: 'Todavía no ha pasado nada con esta plantilla.',
    at: 'Cuándo',
    by: 'Quién',
    role: 'Rol',
    what: 'Qué',
  },
};

export const templatesLocales: NamespaceTexts<typeof templatesEn> = { en: templatesEn, es: templatesEs };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    templates: typeof templatesEn;
  }
}

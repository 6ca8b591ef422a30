import type { NamespaceTexts } from '../../../lib/i18n';

/** Screen chrome of term creation (spec 2 §2 /settings/term-creation). Spec sentences come from @tessera/shared. */
const en = {
  title: 'Terms',
  loading: 'Loading…',
  intro: 'Terms of your organization, newest first. Groups and extracts refer to them.',
  add: 'New term',
  createTitle: 'Create term',
  editTitle: 'Edit term',
  code: 'Term code',
  name: 'Term name',
  startDate: 'Start date',
  endDate: 'End date',
  endHint: 'The earliest end date is the day after the start.',
  includeAcademicData: 'Include academic data',
  create: 'Create',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  editNamed: 'Edit {{name}}',
  deleteNamed: 'Delete {{name}}',
  deleteTitle: 'Delete term',
  deleteConfirm:
    'Delete the term “{{name}}” ({{start}} to {{end}})? Groups and extracts can no longer refer to it. This cannot be undone.',
  actions: 'Actions',
  yes: 'Yes',
  no: 'No',
  empty: 'No terms yet. Create the first term so groups and extracts can refer to it.',
  caption: 'Terms of the organization',
};

export const termsLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    title: 'Periodos',
    loading: 'Cargando…',
    intro: 'Periodos de su organización, los más recientes primero. Los grupos y las extracciones se refieren a ellos.',
    add: 'Nuevo periodo',
    createTitle: 'Crear periodo',
    editTitle: 'Editar periodo',
    code: 'Código del periodo',
    name: 'Nombre del periodo',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de finalización',
    endHint: 'La fecha de finalización más temprana es el día siguiente al inicio.',
    includeAcademicData: 'Incluir datos académicos',
    create: 'Crear',
    save: 'Guardar',
    edit: 'Editar',
    delete: 'Eliminar',
    editNamed: 'Editar {{name}}',
    deleteNamed: 'Eliminar {{name}}',
    deleteTitle: 'Eliminar periodo',
    deleteConfirm:
      '¿Eliminar el periodo «{{name}}» ({{start}} a {{end}})? Los grupos y las extracciones ya no podrán referirse a él. No se puede deshacer.',
    actions: 'Acciones',
    yes: 'Sí',
    no: 'No',
    empty: 'Aún no hay periodos. Cree el primero para que los grupos y las extracciones puedan referirse a él.',
    caption: 'Periodos de la organización',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    terms: typeof en;
  }
}

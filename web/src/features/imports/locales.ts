import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  title: 'Imports',
  intro: 'Load people and structure from your student information system’s files. Each import runs in the background.',
  tabs: 'Import types',
  page: {
    users: 'Users',
    'import-hierarchy': 'Hierarchy',
    'group-templates': 'Group templates',
    groups: 'Groups',
    memberships: 'Memberships',
    'academic-data': 'Academic data',
    terms: 'Terms',
  },
  about: {
    users: 'Accounts of the organization, with their roles and profile fields.',
    'import-hierarchy': 'Folders of the hierarchy, by their path.',
    'group-templates': 'Group templates (courses).',
    groups: 'Groups (sections), with their terms and owners.',
    memberships: 'Who belongs to each group, and in which role.',
    'academic-data': 'The academic fields of users’ profiles.',
    terms: 'The organization’s terms. A row whose code names an existing term updates it.',
  },
  columns: {
    title: 'Columns',
    required: 'Required: {{columns}}',
    optional: 'Optional: {{columns}}',
    alias: '{{column}} (or {{aliases}})',
  },
  folder: {
    label: 'Folder',
    choose: 'Choose a folder',
    loading: 'Loading folders…',
    whole: 'The whole hierarchy',
    hint: {
      node: 'The file is imported into this folder: one you administer.',
      tree: 'The file’s paths must lie within this folder: one you administer.',
      wholeTree: 'The file’s paths are read from the top of the hierarchy, or must lie within the folder you choose.',
    },
  },
  template: 'Download the template',
  templateHint: 'The template’s header names every column, and its example rows import as they are.',
  notYet: {
    title: 'Not available yet',
    body: 'Importing {{page}} is not available yet. It will open here once it is ready.',
    available_one: 'Available now: {{pages}}.',
    available_other: 'Available now: {{pages}}.',
  },
};

export const importsLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    title: 'Importaciones',
    intro:
      'Cargue personas y estructura desde los archivos de su sistema de información estudiantil. Cada importación se ejecuta en segundo plano.',
    tabs: 'Tipos de importación',
    page: {
      users: 'Usuarios',
      'import-hierarchy': 'Jerarquía',
      'group-templates': 'Plantillas de grupo',
      groups: 'Grupos',
      memberships: 'Membresías',
      'academic-data': 'Datos académicos',
      terms: 'Periodos',
    },
    about: {
      users: 'Cuentas de la organización, con sus roles y campos de perfil.',
      'import-hierarchy': 'Carpetas de la jerarquía, por su ruta.',
      'group-templates': 'Plantillas de grupo (cursos).',
      groups: 'Grupos (secciones), con sus periodos y propietarios.',
      memberships: 'Quién pertenece a cada grupo y con qué rol.',
      'academic-data': 'Los campos académicos de los perfiles de los usuarios.',
      terms: 'Los periodos de la organización. Una fila cuyo código nombra un periodo existente lo actualiza.',
    },
    columns: {
      title: 'Columnas',
      required: 'Obligatorias: {{columns}}',
      optional: 'Opcionales: {{columns}}',
      alias: '{{column}} (o {{aliases}})',
    },
    folder: {
      label: 'Carpeta',
      choose: 'Elija una carpeta',
      loading: 'Cargando carpetas…',
      whole: 'Toda la jerarquía',
      hint: {
        node: 'El archivo se importa en esta carpeta: una que usted administra.',
        tree: 'Las rutas del archivo deben estar dentro de esta carpeta: una que usted administra.',
        wholeTree:
          'Las rutas del archivo se leen desde la raíz de la jerarquía, o deben estar dentro de la carpeta que elija.',
      },
    },
    template: 'Descargar la plantilla',
    templateHint: 'El encabezado de la plantilla nombra cada columna y sus filas de ejemplo se importan tal cual.',
    notYet: {
      title: 'Aún no disponible',
      body: 'La importación de {{page}} aún no está disponible. Se abrirá aquí cuando esté lista.',
      available_one: 'Disponible ahora: {{pages}}.',
      available_other: 'Disponibles ahora: {{pages}}.',
    },
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    imports: typeof en;
  }
}

import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  actingAs: 'You are acting as {{name}}.',
  signedInAs: 'Signed in as {{name}}; everything you do is recorded.',
  revoke: 'Stop acting as this user',
  title: 'Act as a user',
  intro: 'Find a user of this organization by name or email, then act as them to help.',
  searchForm: 'Find a user',
  searchLabel: 'Name or email',
  search: 'Find users',
  noUsers: 'No users found.',
  startHint: 'Search by name or email to find the user you are helping.',
  found_one: '{{count}} user found.',
  found_other: '{{count}} users found.',
  resultsCaption: 'Users found',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  actions: 'Actions',
  actAs: 'Act as {{name}}',
};

export const impersonationLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    actingAs: 'Está actuando como {{name}}.',
    signedInAs: 'Sesión iniciada como {{name}}; todo lo que haga queda registrado.',
    revoke: 'Dejar de actuar como este usuario',
    title: 'Actuar como un usuario',
    intro: 'Busque un usuario de esta organización por nombre o correo electrónico y actúe como él para ayudarle.',
    searchForm: 'Buscar un usuario',
    searchLabel: 'Nombre o correo electrónico',
    search: 'Buscar usuarios',
    noUsers: 'No se encontraron usuarios.',
    startHint: 'Busque por nombre o correo electrónico al usuario al que está ayudando.',
    found_one: 'Se encontró {{count}} usuario.',
    found_other: 'Se encontraron {{count}} usuarios.',
    resultsCaption: 'Usuarios encontrados',
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    actions: 'Acciones',
    actAs: 'Actuar como {{name}}',
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    impersonation: typeof en;
  }
}

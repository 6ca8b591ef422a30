import type { NamespaceTexts } from '../../../lib/i18n';

/** The act-as-user screen (/support/users): loaded with it, not with every signed-in page. */
const en = {
  title: 'Act as a user',
  intro: 'Find a user of this organization by name or email, then act as them to help.',
  introStaff: 'Choose an organization, find one of its users by name or email, then act as them to help.',
  organization: 'Organization',
  organizationHint: 'Type part of its name, then choose it from the list.',
  organizationsFound_one: '{{count}} organization to choose from.',
  organizationsFound_other: '{{count}} organizations to choose from.',
  noOrganizations: 'No organization name contains “{{q}}”.',
  typeMore: 'More organizations match: type more of the name to find others.',
  chooseOrganizationFirst: 'Choose the organization of the user you are helping.',
  searchForm: 'Find a user',
  searchFormIn: 'Find a user of {{organization}}',
  searchLabel: 'Name or email',
  search: 'Find users',
  noUsers: 'No users found.',
  startHint: 'Search by name or email to find the user you are helping.',
  startHintIn: 'Search the users of {{organization}} by name or email.',
  refine_one: 'Only the best match is shown: refine your keywords to find others.',
  refine_other: 'Only the {{count}} best matches are shown: refine your keywords to find others.',
  found_one: '{{count}} user found.',
  found_other: '{{count}} users found.',
  resultsCaption: 'Users found',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  actions: 'Actions',
  actAs: 'Act as {{name}}',
};

export const userSupportLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    title: 'Actuar como un usuario',
    intro: 'Busque un usuario de esta organización por nombre o correo electrónico y actúe como él para ayudarle.',
    introStaff:
      'Elija una organización, busque uno de sus usuarios por nombre o correo electrónico y actúe como él para ayudarle.',
    organization: 'Organización',
    organizationHint: 'Escriba parte de su nombre y elíjala en la lista.',
    organizationsFound_one: '{{count}} organización para elegir.',
    organizationsFound_other: '{{count}} organizaciones para elegir.',
    noOrganizations: 'Ningún nombre de organización contiene «{{q}}».',
    typeMore: 'Hay más organizaciones que coinciden: escriba más del nombre para encontrar otras.',
    chooseOrganizationFirst: 'Elija la organización del usuario al que está ayudando.',
    searchForm: 'Buscar un usuario',
    searchFormIn: 'Buscar un usuario de {{organization}}',
    searchLabel: 'Nombre o correo electrónico',
    search: 'Buscar usuarios',
    noUsers: 'No se encontraron usuarios.',
    startHint: 'Busque por nombre o correo electrónico al usuario al que está ayudando.',
    startHintIn: 'Busque entre los usuarios de {{organization}} por nombre o correo electrónico.',
    refine_one: 'Solo se muestra la mejor coincidencia: precise las palabras clave para encontrar otros.',
    refine_other:
      'Solo se muestran las {{count}} mejores coincidencias: precise las palabras clave para encontrar otros.',
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

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    userSupport: typeof en;
  }
}

import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  skipToContent: 'Skip to main content',
  framedMain: 'Framed page',
  mainNavigation: 'Main navigation',
  menu: 'Menu',
  apps: 'Apps',
  app: {
    home: 'Home',
    placement_management: 'Placement Management',
    program_applications: 'Program Applications',
    gateways: 'Gateways',
  },
  helpCenter: 'Help center',
  hierarchy: 'Hierarchy',
  terms: 'Terms',
  imports: 'Imports',
  organizationSettings: 'Organization',
  userPanelFor: 'User panel for {{name}}',
  userPanel: 'Your account',
  actAsUser: 'Act as user',
};

export const shellLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    skipToContent: 'Saltar al contenido principal',
    framedMain: 'Página enmarcada',
    mainNavigation: 'Navegación principal',
    menu: 'Menú',
    apps: 'Aplicaciones',
    app: {
      home: 'Inicio',
      placement_management: 'Gestión de prácticas',
      program_applications: 'Solicitudes de programa',
      gateways: 'Pasarelas',
    },
    helpCenter: 'Centro de ayuda',
    hierarchy: 'Jerarquía',
    terms: 'Periodos',
    imports: 'Importaciones',
    organizationSettings: 'Organización',
    userPanelFor: 'Panel de usuario de {{name}}',
    userPanel: 'Su cuenta',
    actAsUser: 'Actuar como usuario',
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    shell: typeof en;
  }
}

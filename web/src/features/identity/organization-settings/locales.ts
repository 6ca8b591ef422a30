import type { NamespaceTexts } from '../../../lib/i18n';

/** The organization settings screen (/settings/organization, ADR 0014). */
const en = {
  title: 'Organization settings',
  intro: 'Settings of {{organization}}, for everyone in it.',
  passwords: 'Password changes',
  allowPaste: 'Allow pasting into the new password fields',
  allowPasteHint:
    'On: people may paste a new password, as password managers do and as people who cannot easily retype one need (WCAG 2.2, success criterion 3.3.8). Off: pasting and copying are blocked in the new and confirm password fields.',
  saved: 'Organization settings saved.',
};

export const organizationSettingsLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    title: 'Configuración de la organización',
    intro: 'Configuración de {{organization}}, para todas las personas que forman parte de ella.',
    passwords: 'Cambios de contraseña',
    allowPaste: 'Permitir pegar en los campos de la nueva contraseña',
    allowPasteHint:
      'Activado: se puede pegar una nueva contraseña, como hacen los gestores de contraseñas y como necesitan quienes no pueden volver a escribirla con facilidad (WCAG 2.2, criterio de conformidad 3.3.8). Desactivado: se bloquea pegar y copiar en los campos de la nueva contraseña y de su confirmación.',
    saved: 'Configuración de la organización guardada.',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    organizationSettings: typeof en;
  }
}

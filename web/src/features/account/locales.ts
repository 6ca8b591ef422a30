import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  changePassword: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  strength: 'Password strength: {{strength}}',
  language: 'Language',
};

export const accountLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    changePassword: 'Cambiar contraseña',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    strength: 'Seguridad de la contraseña: {{strength}}',
    language: 'Idioma',
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    account: typeof en;
  }
}

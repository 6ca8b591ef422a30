import type { NamespaceTexts } from '../../../lib/i18n';

const en = {
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with the email address and password of your Tessera account.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  logout: 'Log out',
  languageNav: 'Language',
  purchaseTitle: 'Organization not available',
  purchaseHelp:
    'Ask your organization’s administrator to renew its subscription, or go back and keep working in your current organization.',
  purchaseBack: 'Back to Tessera',
  newPasswordTitle: 'Choose your password',
  newPasswordIntro: 'Welcome to Tessera. This is your first sign-in: choose the password you will use from now on.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  savePassword: 'Save password and sign in',
  savingPassword: 'Saving…',
  errors: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address.',
    passwordRequired: 'Enter your password.',
    invalid_credentials: 'Incorrect email or password.',
    password_reset_required: 'Your password must be reset before you can sign in. Contact your administrator.',
    not_confirmed: 'Your account has not been confirmed yet.',
    new_password_required: 'Your account needs a new password. Contact your administrator.',
    new_password_refused: 'Choose a different password: this one does not meet the organization’s password rules.',
    challenge_expired:
      'Your sign-in expired before the new password was saved. Sign in again with the password from your invitation.',
    too_many_attempts: 'Too many attempts. Wait a moment and try again.',
    unavailable: 'Sign-in is not available right now. Please try again.',
  },
};

export const authLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    signInTitle: 'Iniciar sesión',
    signInIntro: 'Inicie sesión con el correo electrónico y la contraseña de su cuenta de Tessera.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
    logout: 'Cerrar sesión',
    languageNav: 'Idioma',
    purchaseTitle: 'Organización no disponible',
    purchaseHelp:
      'Pida al administrador de su organización que renueve la suscripción, o vuelva y siga trabajando en su organización actual.',
    purchaseBack: 'Volver a Tessera',
    newPasswordTitle: 'Elija su contraseña',
    newPasswordIntro:
      'Bienvenido a Tessera. Es su primer inicio de sesión: elija la contraseña que usará a partir de ahora.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la contraseña',
    savePassword: 'Guardar la contraseña e iniciar sesión',
    savingPassword: 'Guardando…',
    errors: {
      emailRequired: 'Introduzca su correo electrónico.',
      emailInvalid: 'Introduzca un correo electrónico válido.',
      passwordRequired: 'Introduzca su contraseña.',
      invalid_credentials: 'Correo electrónico o contraseña incorrectos.',
      password_reset_required:
        'Debe restablecer su contraseña antes de iniciar sesión. Póngase en contacto con su administrador.',
      not_confirmed: 'Su cuenta todavía no se ha confirmado.',
      new_password_required: 'Su cuenta necesita una contraseña nueva. Póngase en contacto con su administrador.',
      new_password_refused: 'Elija otra contraseña: esta no cumple las normas de contraseñas de la organización.',
      challenge_expired:
        'Su inicio de sesión caducó antes de guardar la contraseña nueva. Vuelva a iniciar sesión con la contraseña de su invitación.',
      too_many_attempts: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
      unavailable: 'El inicio de sesión no está disponible en este momento. Inténtelo de nuevo.',
    },
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    auth: typeof en;
  }
}

import type { Catalogue } from './types';

/** Account, sessions, organisation switching and impersonation (spec 1 §5, §8; spec 2 §5). */
export const identityMessages = {
  'identity.another_device': {
    en: 'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
    es: 'Ha iniciado sesión en otro dispositivo. Se ha desactivado el guardado en este dispositivo. Cierre la sesión y vuelva a iniciarla.',
  },
  'identity.unauthorized': {
    en: 'Please sign in to continue.',
    es: 'Inicie sesión para continuar.',
  },
  'identity.session_revoked': {
    en: 'Your session has ended. Please sign in again.',
    es: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  },
  'identity.forbidden': {
    en: 'You do not have permission to do this.',
    es: 'No tiene permiso para hacer esto.',
  },
  'identity.organization_unpaid': {
    en: 'This organization needs a payment before you can use it.',
    es: 'Esta organización necesita un pago antes de poder usarla.',
  },
  'identity.organization_not_joined': {
    en: 'You are not a member of this organization.',
    es: 'No es miembro de esta organización.',
  },
  'identity.user_not_found': {
    en: 'Resource does not exist!',
    es: '¡El recurso no existe!',
  },
  'identity.password.old_required': {
    en: 'Please enter your current password.',
    es: 'Introduzca su contraseña actual.',
  },
  'identity.password.old_wrong': {
    en: 'Your current password is incorrect.',
    es: 'Su contraseña actual es incorrecta.',
  },
  'identity.password.too_short': {
    en: 'Password must be at least 8 characters.',
    es: 'La contraseña debe tener al menos 8 caracteres.',
  },
  'identity.password.too_weak': {
    en: 'Password is too weak. Use upper and lower case letters and a digit.',
    es: 'La contraseña es demasiado débil. Use mayúsculas, minúsculas y un dígito.',
  },
  'identity.password.mismatch': {
    en: 'Passwords do not match.',
    es: 'Las contraseñas no coinciden.',
  },
  'identity.password.changed': {
    en: 'Your password has been changed.',
    es: 'Su contraseña ha sido cambiada.',
  },
  'identity.impersonation.not_allowed': {
    en: 'You cannot act as this user.',
    es: 'No puede actuar como este usuario.',
  },
  'identity.impersonation.none_active': {
    en: 'You are not acting as another user.',
    es: 'No está actuando como otro usuario.',
  },
  'identity.impersonation.already_active': {
    en: 'You are already acting as another user. Stop first.',
    es: 'Ya está actuando como otro usuario. Deténgase primero.',
  },
  'identity.notification.welcome': {
    en: 'Welcome to {organization}, {name}!',
    es: '¡Bienvenido/a a {organization}, {name}!',
  },
  // Portfolio workflow notifications (issue 12): to the section's assessors on submit, to the student after.
  'identity.notification.portfolio_submitted': {
    en: '{name} submitted “{title}” in {section}.',
    es: '{name} entregó «{title}» en {section}.',
  },
  'identity.notification.portfolio_pushed_back': {
    en: '{name} requested a revision of “{title}”.',
    es: '{name} solicitó una revisión de «{title}».',
  },
  'identity.notification.portfolio_done': {
    en: '{name} marked “{title}” as done.',
    es: '{name} marcó «{title}» como terminado.',
  },
  // The same to a student from whom the template hides assessors' names (is_show_names_to_submitters unset).
  'identity.notification.portfolio_pushed_back_unnamed': {
    en: 'Your assessor requested a revision of “{title}”.',
    es: 'Su evaluador/a solicitó una revisión de «{title}».',
  },
  'identity.notification.portfolio_done_unnamed': {
    en: 'Your assessor marked “{title}” as done.',
    es: 'Su evaluador/a marcó «{title}» como terminado.',
  },
  // Username editing in website-admin user support (spec 3 §5): "can't be blank" as written.
  'identity.username.blank': { en: "can't be blank", es: 'no puede estar en blanco' },
  'identity.username.forbidden_characters': {
    en: "'$,@' is not allowed in username",
    es: "'$,@' no está permitido en el nombre de usuario",
  },
} satisfies Catalogue;

export type IdentityMessageKey = keyof typeof identityMessages;

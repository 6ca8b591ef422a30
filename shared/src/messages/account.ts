import type { Catalogue } from './types';

/**
 * The user's own account and profile (spec 1 §5, spec 2 §5, §8). Password-change field errors use the
 * identity.password.* keys; this file holds the rest.
 */
export const accountMessages = {
  'account.password.strength.weak': { en: 'Weak', es: 'Débil' },
  'account.password.strength.medium': { en: 'Medium', es: 'Media' },
  'account.password.strength.strong': { en: 'Strong', es: 'Fuerte' },
  // spec 2 §5: "Birthday cannot be in the future; format MM/DD/YYYY." The spec quotes no sentence for the future
  // date: this one is ours. A badly formatted birthday uses components.date.invalid, the spec's sentence for dates.
  'account.birthday.in_future': {
    en: 'Birthday cannot be in the future.',
    es: 'La fecha de nacimiento no puede ser futura.',
  },
  // spec 2 §3, §5 profile fields; the spec quotes no sentences for these: ours.
  'account.profile.score_out_of_range': {
    en: '{test} scores run from {min} to {max}.',
    es: 'Las puntuaciones de {test} van de {min} a {max}.',
  },
  'account.profile.year_invalid': {
    en: 'Enter a year between 1900 and {max}.',
    es: 'Introduzca un año entre 1900 y {max}.',
  },
  'account.profile.resume_not_found': {
    en: 'Choose one of your uploaded files as the resume.',
    es: 'Elija uno de sus archivos subidos como currículum.',
  },
  'account.profile.stale': {
    en: 'Your profile was changed elsewhere. Reload it to see the changes, then try again.',
    es: 'Su perfil se cambió en otro lugar. Vuelva a cargarlo para ver los cambios e inténtelo de nuevo.',
  },
  // spec 2 §8.
  'account.avatar.crop_failed': { en: 'Something wrong when crop avatar', es: 'Algo salió mal al recortar el avatar' },
  'account.language.update_failed': { en: 'Something went wrong.', es: 'Algo salió mal.' },
} satisfies Catalogue;

export type AccountMessageKey = keyof typeof accountMessages;

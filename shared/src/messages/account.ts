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
  // spec 2 §8.
  'account.avatar.crop_failed': { en: 'Something wrong when crop avatar', es: 'Algo salió mal al recortar el avatar' },
  'account.language.update_failed': { en: 'Something went wrong.', es: 'Algo salió mal.' },
} satisfies Catalogue;

export type AccountMessageKey = keyof typeof accountMessages;

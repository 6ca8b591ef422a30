import type { NamespaceTexts } from '../../../lib/i18n';

const en = {
  switch: 'Switch organization',
  list: 'Your organizations',
  current: '(current)',
};

export const organizationsLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    switch: 'Cambiar de organización',
    list: 'Sus organizaciones',
    current: '(actual)',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    organizations: typeof en;
  }
}

import type { NamespaceTexts } from '../lib/i18n';

/** The upload dialog's timeline tab (spec 1 §2), which the app composes from the portfolios contracts. */
const attachmentSourcesEn = {
  hint: 'Open an item of your timeline to reuse a file it holds.',
  caption: 'Your timeline',
  empty: 'Your timeline has nothing yet.',
  untitled: 'Untitled',
  noFiles: 'This item holds no files of yours.',
  filesOf: 'Files in {{title}}',
  doesNotFit: 'not permitted in this component',
  use: 'Use',
  useNamed: 'Use {{name}}',
  previous: 'More recent',
  next: 'Older',
  page: 'Page {{page}} of {{pages}}',
};

const attachmentSourcesEs: typeof attachmentSourcesEn = {
  hint: 'Abra un elemento de su línea de tiempo para reutilizar un archivo que contenga.',
  caption: 'Su línea de tiempo',
  empty: 'Su línea de tiempo aún no tiene nada.',
  untitled: 'Sin título',
  noFiles: 'Este elemento no contiene archivos suyos.',
  filesOf: 'Archivos de {{title}}',
  doesNotFit: 'no permitido en este componente',
  use: 'Usar',
  useNamed: 'Usar {{name}}',
  previous: 'Más recientes',
  next: 'Más antiguos',
  page: 'Página {{page}} de {{pages}}',
};

export const attachmentSourcesLocales: NamespaceTexts<typeof attachmentSourcesEn> = {
  en: attachmentSourcesEn,
  es: attachmentSourcesEs,
};

declare module '../lib/i18n' {
  interface NamespaceResources {
    attachmentSources: typeof attachmentSourcesEn;
  }
}

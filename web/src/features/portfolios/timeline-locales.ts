import type { NamespaceTexts } from '../../lib/i18n';

/**
 * The student home's timeline panel (spec 1 §2), a namespace of its own: the home loads these few sentences,
 * not the composer's and the evidence editor's (`portfolios`), which it never shows (docs/architecture.md §10,
 * the signed-in home's budget).
 */
const timelineEn = {
  title: 'My timeline',
  newEvidence: 'New evidence',
  empty: 'Nothing on your timeline yet. Evidence you save appears here.',
  evidence: 'Evidence',
  portfolio: 'Portfolio',
  dated: '{{kind}}, {{date}}',
  open: 'Open {{title}}',
  untitled: 'Untitled',
  previous: 'Newer',
  next: 'Older',
  page: 'Page {{page}} of {{pages}}',
};

const timelineEs: NamespaceTexts<typeof timelineEn>['es'] = {
  title: 'Mi línea de tiempo',
  newEvidence: 'Nueva evidencia',
  empty: 'Aún no hay nada en su línea de tiempo. La evidencia que guarde aparecerá aquí.',
  evidence: 'Evidencia',
  portfolio: 'Portafolio',
  dated: '{{kind}}, {{date}}',
  open: 'Abrir {{title}}',
  untitled: 'Sin título',
  previous: 'Más recientes',
  next: 'Más antiguos',
  page: 'Página {{page}} de {{pages}}',
};

export const timelineLocales: NamespaceTexts<typeof timelineEn> = { en: timelineEn, es: timelineEs };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    timeline: typeof timelineEn;
  }
}

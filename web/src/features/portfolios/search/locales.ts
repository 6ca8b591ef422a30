import type { NamespaceTexts } from '../../../lib/i18n';

const en = {
  open: 'Search',
  label: 'Search',
  placeholder: 'Search…',
  submit: 'Search',
  clear: 'Clear search',
  resultsTitle: 'Search results',
  resultsFor: 'Results for “{{q}}”.',
  resultsForIn: 'Results for “{{q}}” in {{category}}.',
  noResults: 'Nothing of yours matches “{{q}}”. Try fewer or other words, or another category.',
  allTitle: 'All items',
  allEmpty: 'You have no portfolios or evidence here yet.',
  category: 'Category',
  categories: { all: 'All', showcase: 'Showcases', assignment: 'Assignments' },
  found_one: '{{count}} item found.',
  found_other: '{{count}} items found.',
  untitled: 'Untitled',
  evidence: 'Evidence',
  updated: 'Changed {{date}}',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}} of {{pages}}',
};

export const searchLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    open: 'Buscar',
    label: 'Buscar',
    placeholder: 'Buscar…',
    submit: 'Buscar',
    clear: 'Borrar la búsqueda',
    resultsTitle: 'Resultados de búsqueda',
    resultsFor: 'Resultados para «{{q}}».',
    resultsForIn: 'Resultados para «{{q}}» en {{category}}.',
    noResults: 'Nada suyo coincide con «{{q}}». Pruebe con menos palabras, con otras o con otra categoría.',
    allTitle: 'Todos los elementos',
    allEmpty: 'Todavía no tiene portafolios ni evidencias aquí.',
    category: 'Categoría',
    categories: { all: 'Todas', showcase: 'Escaparates', assignment: 'Tareas' },
    found_one: '{{count}} elemento encontrado.',
    found_other: '{{count}} elementos encontrados.',
    untitled: 'Sin título',
    evidence: 'Evidencia',
    updated: 'Modificado el {{date}}',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}} de {{pages}}',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    search: typeof en;
  }
}

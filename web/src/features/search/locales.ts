import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  open: 'Search',
  label: 'Search',
  placeholder: 'Search…',
  submit: 'Search',
  clear: 'Clear search',
  resultsTitle: 'Search results',
  resultsFor: 'Results for “{{q}}”.',
  resultsForIn: 'Results for “{{q}}” in {{category}}.',
  noResultsYet: 'Nothing matches yet. Portfolios, templates and people will be searchable here as they arrive.',
  allTitle: 'All items',
  allEmpty: 'There is nothing to show here yet. Search from the top bar to find something.',
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
    noResultsYet:
      'Todavía no hay coincidencias. Aquí se podrán buscar portafolios, plantillas y personas cuando estén disponibles.',
    allTitle: 'Todos los elementos',
    allEmpty: 'Todavía no hay nada que mostrar aquí. Busque desde la barra superior para encontrar algo.',
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    search: typeof en;
  }
}

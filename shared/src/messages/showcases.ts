import type { Catalogue } from './types';

/** Showcases, themes and the page-layout composer (spec 3 §2–5, §8, §9). Quoted sentences are exact. */
export const showcasesMessages = {
  'showcases.page.max_reached': {
    en: 'You have already added the maximum number (30) of pages.',
    es: 'Ya ha añadido el número máximo (30) de páginas.',
  },
  'showcases.page.default_title': { en: 'New Page', es: 'Nueva página' },
  'showcases.page.blank_title': { en: 'Blank', es: 'En blanco' },
  'showcases.page.description': { en: 'Page {n}: {title}', es: 'Página {n}: {title}' },
  // spec 3 §5: "the result shows 'Contrast: Met' or 'Not Met' with the ratio".
  'showcases.contrast.met': { en: 'Contrast: Met', es: 'Contraste: cumple' },
  'showcases.contrast.not_met': { en: 'Contrast: Not Met', es: 'Contraste: no cumple' },
  'showcases.contrast.ratio': { en: '{ratio}:1', es: '{ratio}:1' },
  'showcases.composer.add_section_below': { en: 'Add Section Below', es: 'Añadir sección debajo' },
  'showcases.theme.customize_palette': { en: 'Customize Color Palette', es: 'Personalizar paleta de colores' },
  'showcases.category.all': { en: 'All', es: 'Todos' },
  'showcases.category.public': { en: 'Public', es: 'Públicos' },
  'showcases.category.private': { en: 'Private', es: 'Privados' },
} satisfies Catalogue;

export type ShowcasesMessageKey = keyof typeof showcasesMessages;

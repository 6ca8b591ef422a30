import type { Catalogue } from './types';

/**
 * Website administration by the provider's staff (spec 3 §4, §5, §8). Username and integration sentences
 * live in the identity and integrations catalogues.
 */
export const websiteAdminMessages = {
  'website_admin.blank': { en: "Can't be blank", es: 'No puede estar en blanco' },
  'website_admin.core_export.idle': {
    en: 'Click Export button to start the process',
    es: 'Haga clic en el botón Exportar para iniciar el proceso',
  },
  'website_admin.edtpa.all_terms': { en: 'All Terms', es: 'Todos los periodos' },
  'website_admin.payment.paid': { en: 'Paid', es: 'Pagado' },
} satisfies Catalogue;

export type WebsiteAdminMessageKey = keyof typeof websiteAdminMessages;

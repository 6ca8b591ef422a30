import type { Catalogue } from './types';

/**
 * Integrations: LMS settings (spec 2 §3, §5) and the video-feedback tool's LTI integration in website
 * administration (spec 3 §3, §5). The spec writes "can't be blank" for the LMS URL fields and "Can't be
 * blank." for the video-feedback fields: both kept as written.
 */
export const integrationsMessages = {
  'integrations.lms.url_blank': { en: "can't be blank", es: 'no puede estar en blanco' },
  'integrations.lms.name_required': { en: 'Please enter LMS Name', es: 'Introduzca el nombre del LMS' },
  'integrations.lms.deployment_id_required': {
    en: 'Please enter Deployment ID',
    es: 'Introduzca el ID de implementación',
  },
  'integrations.lms.client_id_required': { en: 'Please enter Client ID', es: 'Introduzca el ID de cliente' },
  'integrations.lms.issuer_required': { en: 'Please enter Issuer', es: 'Introduzca el emisor' },
  'integrations.video_feedback.blank': { en: "Can't be blank.", es: 'No puede estar en blanco.' },
} satisfies Catalogue;

export type IntegrationsMessageKey = keyof typeof integrationsMessages;

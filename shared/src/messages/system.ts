import type { Catalogue } from './types';

/** Generic platform messages: routing, validation and server failures. */
export const systemMessages = {
  'system.not_found': { en: 'Resource does not exist!', es: '¡El recurso no existe!' },
  'system.route_not_found': { en: 'No such route.', es: 'No existe esa ruta.' },
  'system.forbidden_origin': {
    en: 'This address does not serve the API. Use the site address instead.',
    es: 'Esta dirección no sirve la API. Use la dirección del sitio.',
  },
  'system.invalid_request': {
    en: 'Some required information is missing or incomplete.',
    es: 'Falta información obligatoria o está incompleta.',
  },
  'system.invalid_json': {
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es JSON válido.',
  },
  'system.too_large': {
    en: 'The request is too large (1 MB at most).',
    es: 'La solicitud es demasiado grande (1 MB como máximo).',
  },
  'system.internal': { en: 'Something went wrong. Please try again.', es: 'Algo salió mal. Inténtelo de nuevo.' },
  'system.field_blank': { en: 'This field cannot be left blank.', es: 'Este campo no puede dejarse en blanco.' },
  'system.field_invalid': { en: 'This value is not valid.', es: 'Este valor no es válido.' },
  'system.field_too_long': {
    en: 'This field is too long (maximum is {max} characters).',
    es: 'Este campo es demasiado largo (el máximo es de {max} caracteres).',
  },
  'system.list_too_long': {
    en: 'Too many entries (maximum is {max}).',
    es: 'Demasiadas entradas (el máximo es {max}).',
  },
  'system.invalid_cursor': {
    en: 'This page link is no longer valid. Start again from the first page.',
    es: 'Este enlace de página ya no es válido. Vuelva a empezar desde la primera página.',
  },
  'system.conflict': {
    en: 'This was changed by someone else. Reload and try again.',
    es: 'Otra persona lo ha cambiado. Vuelva a cargar e inténtelo de nuevo.',
  },
  'system.test_environment': {
    en: 'You are in a testing environment. Some functionality may not work as expected.',
    es: 'Está en un entorno de pruebas. Es posible que algunas funciones no funcionen como se espera.',
  },
} satisfies Catalogue;

import type { Catalogue } from './types';

/** Generic platform messages: routing, validation and server failures. ICU MessageFormat (ADR 0010). */
export const systemMessages = {
  'system.not_found': { en: 'Resource does not exist!', es: '¡El recurso no existe!' },
  'system.route_not_found': { en: 'No such route.', es: 'No existe esa ruta.' },
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
  'system.body_key_refused': {
    en: 'The request holds a key that is not allowed: {key}.',
    es: 'La solicitud contiene una clave que no se admite: {key}.',
  },
  'system.body_too_deep': {
    en: 'The request is nested too deeply (at most {max, plural, one {# level} other {# levels}}).',
    es: 'La solicitud está anidada a demasiada profundidad ({max, plural, one {# nivel} other {# niveles}} como máximo).',
  },
  'system.internal': { en: 'Something went wrong. Please try again.', es: 'Algo salió mal. Inténtelo de nuevo.' },
  'system.field_blank': { en: 'This field cannot be left blank.', es: 'Este campo no puede dejarse en blanco.' },
  'system.field_invalid': { en: 'This value is not valid.', es: 'Este valor no es válido.' },
  // Field errors of schema validation (messages/zod-issue.ts): never zod's own English.
  'system.field_too_long': {
    en: 'This field is too long (maximum is {max, plural, one {# character} other {# characters}}).',
    es: 'Este campo es demasiado largo (el máximo es {max, plural, one {# carácter} other {# caracteres}}).',
  },
  'system.field_too_short': {
    en: 'This field is too short (minimum is {min, plural, one {# character} other {# characters}}).',
    es: 'Este campo es demasiado corto (el mínimo es {min, plural, one {# carácter} other {# caracteres}}).',
  },
  'system.field_invalid_email': {
    en: 'Please enter a valid email address.',
    es: 'Introduzca una dirección de correo electrónico válida.',
  },
  'system.field_invalid_url': { en: 'Please enter a valid URL.', es: 'Introduzca una URL válida.' },
  'system.field_invalid_choice': { en: 'Please choose one of the options.', es: 'Elija una de las opciones.' },
  'system.field_not_number': { en: 'Please enter a number.', es: 'Introduzca un número.' },
  'system.field_not_integer': { en: 'Please enter a whole number.', es: 'Introduzca un número entero.' },
  'system.number_max': {
    en: 'Please enter a number no greater than {max, number}.',
    es: 'Introduzca un número no mayor que {max, number}.',
  },
  'system.number_below': {
    en: 'Please enter a number less than {max, number}.',
    es: 'Introduzca un número menor que {max, number}.',
  },
  'system.number_min': {
    en: 'Please enter a number no less than {min, number}.',
    es: 'Introduzca un número no menor que {min, number}.',
  },
  'system.number_above': {
    en: 'Please enter a number greater than {min, number}.',
    es: 'Introduzca un número mayor que {min, number}.',
  },
  'system.too_many_items': {
    en: 'Please choose at most {max, plural, one {# item} other {# items}}.',
    es: 'Elija como máximo {max, plural, one {# elemento} other {# elementos}}.',
  },
  'system.too_few_items': {
    en: 'Please choose at least {min, plural, one {# item} other {# items}}.',
    es: 'Elija al menos {min, plural, one {# elemento} other {# elementos}}.',
  },
  'system.conflict': {
    en: 'This was changed by someone else. Reload and try again.',
    es: 'Otra persona lo ha cambiado. Vuelva a cargar e inténtelo de nuevo.',
  },
  'system.forbidden_origin': {
    en: 'This address does not serve the API. Use the site address instead.',
    es: 'Esta dirección no sirve la API. Use la dirección del sitio.',
  },
  'system.invalid_cursor': {
    en: 'This page link is no longer valid. Start again from the first page.',
    es: 'Este enlace de página ya no es válido. Vuelva a empezar desde la primera página.',
  },
  'system.test_environment': {
    en: 'You are in a testing environment. Some functionality may not work as expected.',
    es: 'Está en un entorno de pruebas. Es posible que algunas funciones no funcionen como se espera.',
  },
} satisfies Catalogue;

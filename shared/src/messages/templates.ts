import type { Catalogue } from './types';

/** Templates and the template editor (spec 1 §2, spec 2 §2, §5; spec 3 §5). */
export const templatesMessages = {
  'templates.name_required': { en: 'Please enter a Template name.', es: 'Introduzca un nombre de plantilla.' },
  'templates.name_taken': {
    en: 'Template name is already taken. Please enter a unique name.',
    es: 'El nombre de la plantilla ya está en uso. Introduzca un nombre único.',
  },
  'templates.goreact_text_required': {
    en: 'Please enter a title or description.',
    es: 'Introduzca un título o una descripción.',
  },
  'templates.max_pages': {
    en: 'You have already added the maximum number ({n}) of pages.',
    es: 'Ya ha añadido el número máximo ({n}) de páginas.',
  },
  'templates.step.create_content': { en: 'Create Content', es: 'Crear contenido' },
  'templates.step.choose_theme': { en: 'Choose Theme', es: 'Elegir tema' },
  'templates.step.design': { en: 'Design', es: 'Diseño' },
  'templates.step.settings': { en: 'Settings', es: 'Configuración' },
  'templates.step.preview': { en: 'Preview', es: 'Vista previa' },
  'templates.state.created': { en: 'Created', es: 'Creada' },
  'templates.state.draft': { en: 'Draft', es: 'Borrador' },
  'templates.state.published': { en: 'Published', es: 'Publicada' },
  // Template folders (spec 3 §5).
  'templates.folder.blank': { en: "Can't be blank.", es: 'No puede estar en blanco.' },
  // The spec quotes 'Folder named %{name}s already exists.' (a Rails placeholder): ICU writes it {name}.
  'templates.folder.name_taken': {
    en: 'Folder named {name} already exists.',
    es: 'Ya existe una carpeta llamada {name}.',
  },
} satisfies Catalogue;

export type TemplatesMessageKey = keyof typeof templatesMessages;

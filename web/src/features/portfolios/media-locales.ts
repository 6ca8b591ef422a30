import type { NamespaceTexts } from '../../lib/i18n';

/**
 * The composer's media components and their insert dialogs (spec 1 §5: image gallery, video, multimedia). The
 * spec's own sentences ("Please provide a valid YouTube video link.", "This image couldn't be loaded for
 * preview. Please check the URL.") come from @tessera/shared's catalogue.
 */
const portfolioMediaEn = {
  gallery: {
    label: 'Image gallery',
    insert: 'Add images',
    remove: 'Remove',
    removeNamed: 'Remove image {{n}}: {{alt}}',
    list: 'Images of {{label}}',
  },
  video: {
    label: 'Video',
    insert: 'Insert a video',
    change: 'Change the video',
    remove: 'Remove the video',
    play: 'Play the video',
    playNamed: 'Play the video: {{title}}',
    frameTitle: 'YouTube video: {{title}}',
    open: 'Open the video on YouTube',
    dialogTitle: 'Insert a video: {{label}}',
    dialogTitlePlain: 'Insert a video',
    url: 'YouTube link',
    urlHint: 'A watch link (youtube.com/watch?v=…) or a short link (youtu.be/…).',
    urlRequired: 'Enter the video’s link.',
    insertButton: 'Insert',
    cancel: 'Cancel',
  },
  multimedia: {
    label: 'Multimedia',
    insert: 'Insert multimedia',
    remove: 'Remove',
    removeImage: 'Remove the image: {{alt}}',
    removeVideo: 'Remove the video {{url}}',
    list: 'Media of {{label}}',
    imageLink: 'Image: {{alt}} ({{host}})',
    videoLink: 'Video at {{host}}',
    dialogTitle: 'Insert multimedia: {{label}}',
    dialogTitlePlain: 'Insert multimedia',
    kind: 'What to insert',
    kindImage: 'An image from the web',
    kindVideo: 'A video',
    imageUrl: 'Image address',
    videoUrl: 'Video address',
    urlHint: 'An address that starts with http:// or https://.',
    urlRequired: 'Enter the address.',
    altText: 'Alternative text',
    altHint: 'Describe the image for someone who cannot see it.',
    altRequired: 'Enter the alternative text.',
    preview: 'Preview',
    previewWaiting: 'The preview shows a second after you stop typing.',
    previewLoading: 'Loading the preview…',
    previewLoaded: 'The image loaded.',
    insertButton: 'Insert',
    cancel: 'Cancel',
  },
};

const portfolioMediaEs: typeof portfolioMediaEn = {
  gallery: {
    label: 'Galería de imágenes',
    insert: 'Añadir imágenes',
    remove: 'Quitar',
    removeNamed: 'Quitar la imagen {{n}}: {{alt}}',
    list: 'Imágenes de {{label}}',
  },
  video: {
    label: 'Vídeo',
    insert: 'Insertar un vídeo',
    change: 'Cambiar el vídeo',
    remove: 'Quitar el vídeo',
    play: 'Reproducir el vídeo',
    playNamed: 'Reproducir el vídeo: {{title}}',
    frameTitle: 'Vídeo de YouTube: {{title}}',
    open: 'Abrir el vídeo en YouTube',
    dialogTitle: 'Insertar un vídeo: {{label}}',
    dialogTitlePlain: 'Insertar un vídeo',
    url: 'Enlace de YouTube',
    urlHint: 'Un enlace de reproducción (youtube.com/watch?v=…) o un enlace corto (youtu.be/…).',
    urlRequired: 'Escriba el enlace del vídeo.',
    insertButton: 'Insertar',
    cancel: 'Cancelar',
  },
  multimedia: {
    label: 'Multimedia',
    insert: 'Insertar multimedia',
    remove: 'Quitar',
    removeImage: 'Quitar la imagen: {{alt}}',
    removeVideo: 'Quitar el vídeo {{url}}',
    list: 'Contenido multimedia de {{label}}',
    imageLink: 'Imagen: {{alt}} ({{host}})',
    videoLink: 'Vídeo en {{host}}',
    dialogTitle: 'Insertar multimedia: {{label}}',
    dialogTitlePlain: 'Insertar multimedia',
    kind: 'Qué insertar',
    kindImage: 'Una imagen de la web',
    kindVideo: 'Un vídeo',
    imageUrl: 'Dirección de la imagen',
    videoUrl: 'Dirección del vídeo',
    urlHint: 'Una dirección que empiece por http:// o https://.',
    urlRequired: 'Escriba la dirección.',
    altText: 'Texto alternativo',
    altHint: 'Describa la imagen para quien no pueda verla.',
    altRequired: 'Escriba el texto alternativo.',
    preview: 'Vista previa',
    previewWaiting: 'La vista previa aparece un segundo después de dejar de escribir.',
    previewLoading: 'Cargando la vista previa…',
    previewLoaded: 'La imagen se ha cargado.',
    insertButton: 'Insertar',
    cancel: 'Cancelar',
  },
};

export const portfolioMediaLocales: NamespaceTexts<typeof portfolioMediaEn> = {
  en: portfolioMediaEn,
  es: portfolioMediaEs,
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    portfolioMedia: typeof portfolioMediaEn;
  }
}

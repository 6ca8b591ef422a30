import type { NamespaceTexts } from '../../lib/i18n';

/**
 * Chrome of the attachment upload and image insert dialogs (spec 1 §2, §5). The spec's own sentences (the type
 * and size refusals, the upload failures, the alt-text counter, "no preview available") come from
 * @tessera/shared's catalogue or from the server, worded in the reader's language.
 */
const attachmentsEn = {
  dialogTitle: 'Add a file: {{label}}',
  dialogTitlePlain: 'Add a file',
  tabs: { label: 'Where the file comes from', local: 'Local file', previous: 'Previous upload' },
  local: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    dropHere: 'Drop the file to upload it',
    rule: 'Permitted file types: {{types}}. Maximum size: {{size}}.',
    ruleNoLimit: 'Permitted file types: {{types}}. No size limit.',
    anyType: 'any known type',
  },
  progress: {
    label: 'Uploading {{name}}',
    signing: 'Preparing the upload…',
    sending: 'Sending the file…',
    percent: '{{percent}}%',
    checking: 'Checking the file…',
  },
  cancelUpload: 'Cancel the upload',
  added: '{{name}} added.',
  previous: {
    caption: 'Your previous uploads that fit this component',
    empty: 'None of your previous uploads fits this component.',
    name: 'Name',
    size: 'Size',
    uploaded: 'Uploaded',
    use: 'Use',
    useNamed: 'Use {{name}}',
    storage: 'Storage used: {{used}} of {{quota}}',
  },
  download: 'Download {{name}}',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  image: {
    title: 'Insert an image: {{label}}',
    titlePlain: 'Insert an image',
    file: 'Image file',
    rule: 'jpg, jpeg, gif, tiff, png or bmp, at most 5MB.',
    altText: 'Alternative text',
    altHint: 'Describe the image for someone who cannot see it.',
    preview: 'Preview',
    insert: 'Insert',
    cancel: 'Cancel',
    fileRequired: 'Choose an image to upload.',
    altRequired: 'Enter the alternative text.',
  },
  cover: {
    title: 'Choose a cover image',
    choose: 'Choose a picture',
    rule: 'A jpg, jpeg, png or bmp image of at most 30 MB, at least 75×50 pixels. It is cropped 3 wide by 2 high.',
    loading: 'Loading the picture…',
    box: 'Cover crop box',
    keys: 'Focus the crop box: arrow keys move it (Shift for small steps); Alt+Up or - makes it larger, Alt+Down or + smaller.',
    zoom: 'Zoom',
    zoomValue: '{{zoom}} times',
    position: 'Crop box at {{left}}% from the left, {{top}}% from the top, {{size}}% of the widest crop.',
    tooSmall: 'The picture must be at least 75×50 pixels.',
    use: 'Use this cover',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
};

const attachmentsEs: typeof attachmentsEn = {
  dialogTitle: 'Añadir un archivo: {{label}}',
  dialogTitlePlain: 'Añadir un archivo',
  tabs: { label: 'De dónde viene el archivo', local: 'Archivo local', previous: 'Subida anterior' },
  local: {
    choose: 'Elegir un archivo',
    drop: 'o suéltelo aquí',
    dropHere: 'Suelte el archivo para subirlo',
    rule: 'Tipos de archivo permitidos: {{types}}. Tamaño máximo: {{size}}.',
    ruleNoLimit: 'Tipos de archivo permitidos: {{types}}. Sin límite de tamaño.',
    anyType: 'cualquier tipo conocido',
  },
  progress: {
    label: 'Subiendo {{name}}',
    signing: 'Preparando la subida…',
    sending: 'Enviando el archivo…',
    percent: '{{percent}} %',
    checking: 'Comprobando el archivo…',
  },
  cancelUpload: 'Cancelar la subida',
  added: 'Se añadió {{name}}.',
  previous: {
    caption: 'Sus subidas anteriores que sirven para este componente',
    empty: 'Ninguna de sus subidas anteriores sirve para este componente.',
    name: 'Nombre',
    size: 'Tamaño',
    uploaded: 'Subido',
    use: 'Usar',
    useNamed: 'Usar {{name}}',
    storage: 'Almacenamiento usado: {{used}} de {{quota}}',
  },
  download: 'Descargar {{name}}',
  downloadFailed: 'No se pudo descargar el archivo. Inténtelo de nuevo.',
  image: {
    title: 'Insertar una imagen: {{label}}',
    titlePlain: 'Insertar una imagen',
    file: 'Archivo de imagen',
    rule: 'jpg, jpeg, gif, tiff, png o bmp, de 5MB como máximo.',
    altText: 'Texto alternativo',
    altHint: 'Describa la imagen para quien no pueda verla.',
    preview: 'Vista previa',
    insert: 'Insertar',
    cancel: 'Cancelar',
    fileRequired: 'Elija una imagen para subir.',
    altRequired: 'Escriba el texto alternativo.',
  },
  cover: {
    title: 'Elegir una imagen de portada',
    choose: 'Elija una imagen',
    rule: 'Una imagen jpg, jpeg, png o bmp de 30 MB como máximo y al menos 75×50 píxeles. Se recorta con 3 de ancho por 2 de alto.',
    loading: 'Cargando la imagen…',
    box: 'Área de recorte de la portada',
    keys: 'Enfoque el área de recorte: las flechas la mueven (Mayús para pasos pequeños); Alt+Arriba o - la agrandan, Alt+Abajo o + la reducen.',
    zoom: 'Zoom',
    zoomValue: '{{zoom}} aumentos',
    position: 'Área de recorte a {{left}} % de la izquierda, {{top}} % de arriba, {{size}} % del recorte más ancho.',
    tooSmall: 'La imagen debe tener al menos 75×50 píxeles.',
    use: 'Usar esta portada',
    saving: 'Guardando…',
    cancel: 'Cancelar',
  },
};

export const attachmentsLocales: NamespaceTexts<typeof attachmentsEn> = { en: attachmentsEn, es: attachmentsEs };

declare module '../../lib/i18n' {
  interface NamespaceResources {
    attachments: typeof attachmentsEn;
  }
}

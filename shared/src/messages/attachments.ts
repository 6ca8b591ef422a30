import type { Catalogue } from './types';

/**
 * Attachments, uploads, images and similarity checking (spec 1 §5, §8, §9; spec 2 §5 avatar and logo;
 * spec 3 §5 cover). Sentences the spec quotes are kept exactly, odd spacing and punctuation included.
 */
export const attachmentsMessages = {
  // spec 1 §5: 'Invalid file type. Permitted file types: ...' (the list joined with ', ').
  'attachments.invalid_type': {
    en: 'Invalid file type. Permitted file types: {types}',
    es: 'Tipo de archivo no válido. Tipos de archivo permitidos: {types}',
  },
  // spec 1 §5: 'File size exceeds maximum size limit' in MB, or GB; the limit is written as in spec 2/3 (":5MB").
  'attachments.size_exceeded': {
    en: 'File size exceeds maximum size limit:{limit}',
    es: 'El tamaño del archivo supera el límite máximo:{limit}',
  },
  // spec 2 §5: avatar (and logo, "same types and size limit").
  'attachments.avatar.invalid_type': {
    en: 'Invalid file type. Permitted file types: jpg, jpeg, png, bmp',
    es: 'Tipo de archivo no válido. Tipos de archivo permitidos: jpg, jpeg, png, bmp',
  },
  'attachments.avatar.size_exceeded': {
    en: 'File size exceeds maximum size limit:5MB',
    es: 'El tamaño del archivo supera el límite máximo:5MB',
  },
  // spec 3 §5: the cover message really has two spaces after "Permitted" (kept in English; the Spanish is normal).
  'attachments.cover.invalid_type': {
    en: 'Invalid file type. Permitted  file types: jpg, jpeg, png, bmp',
    es: 'Tipo de archivo no válido. Tipos de archivo permitidos: jpg, jpeg, png, bmp',
  },
  'attachments.cover.size_exceeded': {
    en: 'File size exceeds maximum size limit:30MB',
    es: 'El tamaño del archivo supera el límite máximo:30MB',
  },
  // spec 1 §8 upload messages.
  'attachments.upload.storage_failed': {
    en: 'upload file to S3 error, please try it again',
    es: 'error al subir el archivo a S3, inténtelo de nuevo',
  },
  'attachments.upload.presign_failed': {
    en: 'Generate pre-sign url error, please try it again',
    es: 'Error al generar la URL prefirmada, inténtelo de nuevo',
  },
  // Issue 14: the server's admission of uploads (spec 1 §5, §8 give no sentence for these; they are ours).
  'attachments.upload.not_found': {
    en: 'This upload was not found or has expired. Please upload the file again.',
    es: 'No se encontró esta subida o ha caducado. Vuelva a subir el archivo.',
  },
  'attachments.upload.empty': {
    en: 'The file is empty.',
    es: 'El archivo está vacío.',
  },
  'attachments.upload.not_stored': {
    en: 'The file has not reached storage. Please upload it again.',
    es: 'El archivo no ha llegado al almacenamiento. Vuelva a subirlo.',
  },
  // Issue 21: the upload was posted again while its admission was copying it (probe finding 6).
  'attachments.upload.changed': {
    en: 'The file changed while it was being checked. Please upload it again.',
    es: 'El archivo cambió mientras se comprobaba. Vuelva a subirlo.',
  },
  'attachments.quota_exceeded': {
    en: 'Not enough storage space: {used} of {quota} used. Delete files you no longer need, then try again.',
    es: 'No hay espacio de almacenamiento suficiente: {used} de {quota} usados. Elimine los archivos que ya no necesite e inténtelo de nuevo.',
  },
  'attachments.in_use': {
    en: 'This file is in use and cannot be deleted.',
    es: 'Este archivo está en uso y no se puede eliminar.',
  },
  'attachments.not_a_file_component': {
    en: 'This component does not take files.',
    es: 'Este componente no admite archivos.',
  },
  'attachments.crop_failed': {
    en: 'Something went wrong when cropping the image. Choose another area or another image.',
    es: 'Algo salió mal al recortar la imagen. Elija otra zona u otra imagen.',
  },
  'attachments.logo.theme_stale': {
    en: 'This theme was changed by someone else. Reload it to see the changes, then try again.',
    es: 'Otra persona ha cambiado este tema. Vuelva a cargarlo para ver los cambios e inténtelo de nuevo.',
  },
  'attachments.stale': {
    en: 'This file was changed by someone else. Reload it to see the changes, then try again.',
    es: 'Otra persona ha cambiado este archivo. Vuelva a cargarlo para ver los cambios e inténtelo de nuevo.',
  },
  // spec 1 §5 image from the web, §7 attachment lookup failure. (Image load failure is system.internal, the
  // empty state 'No file uploaded.' is components.empty.no_file, the alt-text counter uses the components counter.)
  'attachments.image.preview_failed': {
    en: "This image couldn't be loaded for preview. Please check the URL.",
    es: 'No se pudo cargar esta imagen para la vista previa. Compruebe la URL.',
  },
  'attachments.no_preview': { en: 'no preview available', es: 'no hay vista previa disponible' },
  // spec 1 §8 similarity error codes. The spec gives only the gist of each; these sentences are ours.
  'attachments.similarity.unsupported_filetype': {
    en: 'This file type is not supported for similarity checking. Please try again with an accepted file type.',
    es: 'Este tipo de archivo no es compatible con la comprobación de similitud. Inténtelo de nuevo con un tipo de archivo aceptado.',
  },
  'attachments.similarity.processing_error': {
    en: 'There was trouble processing this file for similarity checking. Please contact support.',
    es: 'Hubo un problema al procesar este archivo para la comprobación de similitud. Póngase en contacto con el soporte.',
  },
  'attachments.similarity.not_enough_text': {
    en: 'This file does not contain enough text to check for similarity.',
    es: 'Este archivo no contiene suficiente texto para comprobar la similitud.',
  },
  'attachments.similarity.too_much_text': {
    en: 'This file exceeds the text limit for similarity checking.',
    es: 'Este archivo supera el límite de texto para la comprobación de similitud.',
  },
  'attachments.similarity.too_many_pages': {
    en: 'This file has more than 800 pages. Please try again with a shorter file.',
    es: 'Este archivo tiene más de 800 páginas. Inténtelo de nuevo con un archivo más corto.',
  },
  'attachments.similarity.file_locked': {
    en: 'This file is password protected. Please remove the password and try again.',
    es: 'Este archivo está protegido con contraseña. Quite la contraseña e inténtelo de nuevo.',
  },
  'attachments.similarity.corrupt_file': {
    en: 'This file appears to be corrupt and cannot be checked for similarity.',
    es: 'Este archivo parece estar dañado y no se puede comprobar su similitud.',
  },
  'attachments.similarity.file_too_large': {
    en: 'This file is too large for similarity checking. Please try again with a file of less than 100 MB.',
    es: 'Este archivo es demasiado grande para la comprobación de similitud. Inténtelo de nuevo con un archivo de menos de 100 MB.',
  },
  'attachments.similarity.empty_file': {
    en: 'This file is empty and cannot be checked for similarity.',
    es: 'Este archivo está vacío y no se puede comprobar su similitud.',
  },
} satisfies Catalogue;

export type AttachmentsMessageKey = keyof typeof attachmentsMessages;

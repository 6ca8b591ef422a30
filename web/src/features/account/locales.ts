import type { NamespaceTexts } from '../../lib/i18n';

const en = {
  changePassword: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  strength: 'Password strength: {{strength}}',
  language: 'Language',
  pasteBlocked: 'Your organization does not allow pasting or copying in this field: type the password.',
  avatar: {
    entry: 'Change profile picture',
    choose: 'Choose a picture',
    rule: 'A jpg, jpeg, png or bmp image of at most 5 MB, at least 90×90 pixels.',
    recrop: 'Crop the current picture again',
    loading: 'Loading the picture…',
    box: 'Crop box',
    keys: 'Focus the crop box: arrow keys move it, + and - zoom (Shift with an arrow moves in small steps).',
    zoom: 'Zoom',
    zoomValue: '{{zoom}} times',
    position: 'Crop box at {{left}}% from the left, {{top}}% from the top, {{size}}% of the picture wide.',
    tooSmall: 'The picture must be at least 90×90 pixels.',
    cancel: 'Cancel',
    save: 'Save picture',
    saving: 'Saving…',
  },
};

export const accountLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    changePassword: 'Cambiar contraseña',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    strength: 'Seguridad de la contraseña: {{strength}}',
    language: 'Idioma',
    pasteBlocked: 'Su organización no permite pegar ni copiar en este campo: escriba la contraseña.',
    avatar: {
      entry: 'Cambiar foto de perfil',
      choose: 'Elija una imagen',
      rule: 'Una imagen jpg, jpeg, png o bmp de 5 MB como máximo y al menos 90×90 píxeles.',
      recrop: 'Recortar de nuevo la foto actual',
      loading: 'Cargando la imagen…',
      box: 'Área de recorte',
      keys: 'Enfoque el área de recorte: las flechas la mueven, + y - hacen zoom (Mayús con una flecha la mueve en pasos pequeños).',
      zoom: 'Zoom',
      zoomValue: '{{zoom}} aumentos',
      position:
        'Área de recorte al {{left}} % desde la izquierda, al {{top}} % desde arriba, con un {{size}} % del ancho de la imagen.',
      tooSmall: 'La imagen debe tener al menos 90×90 píxeles.',
      cancel: 'Cancelar',
      save: 'Guardar foto',
      saving: 'Guardando…',
    },
  },
};

declare module '../../lib/i18n' {
  interface NamespaceResources {
    account: typeof en;
  }
}

import { useId, type Ref } from 'react';
import { IMAGE_TYPES } from '@tessera/shared';
import { FileChooser } from '../../../components/ui/file-chooser';
import { useT } from '../../../lib/i18n';

/**
 * The image pickers' file input (image and gallery dialogs): the spec's image types offered, the rule as its
 * hint and the refusal under it, wired by ids. `inputRef` lets the gallery clear and refocus it after each add.
 */
export function ImageFileField({
  error,
  onChoose,
  inputRef,
  fileName,
}: {
  /** The image chosen and not yet added, if any. */
  fileName: string | null;
  error?: string;
  onChoose: (file: File | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT('attachments');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-file`} className="field__label">
        {t('image.file')}
      </label>
      <FileChooser
        ref={inputRef}
        id={`${id}-file`}
        fileName={fileName}
        accept={IMAGE_TYPES.map((type) => `.${type}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-file-hint`, error ? `${id}-file-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <p id={`${id}-file-hint`} className="field__hint">
        {t('image.rule')}
      </p>
      {error ? (
        <p id={`${id}-file-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

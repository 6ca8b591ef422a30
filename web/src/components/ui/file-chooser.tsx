import { Upload } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useT } from '../../lib/i18n';
import { buttonClass } from './button';

interface FileChooserProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  /** The chosen file's name, shown beside the button; null when none is chosen. */
  fileName: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input drawn as the design system's button, in the interface language, with the chosen file's name
 * beside it (issue 21: the browser's own "Choose File / No file chosen", unstyled and in the browser's
 * language, showed wherever a file was taken). The native input stays — transparent, over the button — so a
 * click, the keyboard (Tab, then Space or Enter) and a screen reader work as with any file input, under the
 * label the field gives it; the button shows its focus ring. Give it an id and a label as any input.
 */
export function FileChooser({ fileName, ref, disabled, ...input }: FileChooserProps) {
  const t = useT('common');
  return (
    <div className="file-chooser">
      <span className="file-chooser__control">
        <input ref={ref} type="file" className="file-chooser__input" disabled={disabled} {...input} />
        <span className={`${buttonClass('secondary')} file-chooser__face`} aria-hidden="true">
          <Upload className="icon" aria-hidden="true" />
          {t('file.browse')}
        </span>
      </span>
      <span className={`file-chooser__name${fileName ? '' : ' file-chooser__name--none'}`}>
        {fileName ?? t('file.none')}
      </span>
    </div>
  );
}

import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { IconButton } from './icon-button';

/** A list's search box: a labelled input with one clear control (the browser's own is hidden). */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT('common');
  const id = useId();
  return (
    <div className="field search-field">
      <label htmlFor={id} className="field__label">
        {label ?? t('search')}
      </label>
      <div className="field__row">
        <input
          id={id}
          type="search"
          className="field__input search-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <IconButton label={t('clearSearch')} icon={X} onClick={() => onChange('')} />
        ) : (
          <Search className="icon search-field__icon" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import { SearchField } from './search-field';

export interface PickerOption {
  id: string;
  label: string;
  /** A code or short tag shown before the label ("TS.1"). */
  code?: string;
}
export interface PickerGroup {
  id: string;
  label: string;
  options: readonly PickerOption[];
}

interface PickerDialogProps {
  open: boolean;
  title: string;
  /** One sentence under the title: where the options come from. */
  description?: string;
  groups: readonly PickerGroup[];
  /** The options ticked when it opens. */
  selected: readonly string[];
  /** Shown when no group has any option. */
  empty: string;
  onDone: (ids: string[]) => void;
  onClose: () => void;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Choosing several things from grouped lists (statements from statement sets, and later components or
 * templates): a modal dialog with a search over code and label, each group a fieldset of checkboxes, and
 * Done / Cancel. Native checkboxes keep it keyboard-complete (Tab, Space) with nothing to re-implement; the
 * dialog keeps it inside the viewport and scrolls its body.
 */
export function PickerDialog(props: PickerDialogProps) {
  // The ticks are the dialog's own until Done: mounted afresh on each opening, they start from `selected`.
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} description={props.description} size="wide">
      {props.open ? <PickerBody {...props} /> : null}
    </Dialog>
  );
}

function PickerBody({ groups, selected, empty, onDone, onClose }: PickerDialogProps) {
  const t = useT('common');
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(selected));
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return groups
      .map((group) => ({
        ...group,
        options: group.options.filter(
          (option) => wanted === '' || fold(`${option.code ?? ''} ${option.label}`).includes(wanted),
        ),
      }))
      .filter((group) => group.options.length > 0);
  }, [groups, query]);
  const total = groups.reduce((sum, group) => sum + group.options.length, 0);
  const toggle = (optionId: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(optionId);
      else next.delete(optionId);
      return next;
    });
  return (
    <div className="picker">
      {total === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <SearchField value={query} onChange={setQuery} />
          {shown.length === 0 ? <p className="muted">{t('noMatch')}</p> : null}
          {shown.map((group) => (
            <fieldset key={group.id} className="fieldset">
              <legend className="fieldset__legend">{group.label}</legend>
              {group.options.map((option) => (
                <div key={option.id} className="field field--checkbox picker__option">
                  <input
                    id={`${id}-${option.id}`}
                    type="checkbox"
                    checked={ticked.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <label htmlFor={`${id}-${option.id}`}>
                    {option.code ? <span className="picker__code">{option.code}</span> : null} {option.label}
                  </label>
                </div>
              ))}
            </fieldset>
          ))}
        </>
      )}
      <p className="muted" role="status">
        {t('picker.chosen', { count: ticked.size })}
      </p>
      <div className="form__actions">
        <Button variant="primary" onClick={() => onDone([...ticked])}>
          {t('picker.done')}
        </Button>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </div>
    </div>
  );
}

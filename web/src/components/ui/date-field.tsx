import * as RadixPopover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { formatCalendarDateIso, formatCalendarDateUs, parseCalendarDate, parseUsCalendarDate } from '@tessera/shared';
import { useLocale, useT } from '../../lib/i18n';
import { buttonClass } from './button';
import { FieldMessages } from './field-messages';

// The calendar grid (react-day-picker) is a heavy widget: it loads the first time a calendar opens.
const Calendar = lazy(() => import('./calendar'));

interface DateFieldProps {
  label: string;
  /** ISO YYYY-MM-DD (what the API stores), or the text typed so far when it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest date that may be chosen (ISO). */
  min?: string;
  hint?: ReactNode;
  error?: string;
  name?: string;
}

/**
 * A date typed as MM/DD/YYYY (spec 2 §9: inputs keep the spec's format in every language) or chosen from a
 * calendar whose month and day names follow the interface language. A typed date is converted to ISO on blur;
 * the calendar greys out days before `min`.
 */
export function DateField({ label, value, onChange, onBlur, min, hint, error, name }: DateFieldProps) {
  const t = useT('common');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const shown = (iso: string) => {
    const date = parseCalendarDate(iso);
    return date ? formatCalendarDateUs(date) : iso;
  };
  const [draft, setDraft] = useState(() => shown(value));
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    const current = parseUsCalendarDate(draft);
    if (!current || formatCalendarDateIso(current) !== value) setDraft(shown(value));
  }
  const commit = (text: string) => {
    const date = parseUsCalendarDate(text);
    onChange(date ? formatCalendarDateIso(date) : text.trim());
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            if (parseUsCalendarDate(event.target.value)) commit(event.target.value);
          }}
          onBlur={() => {
            commit(draft);
            onBlur?.();
          }}
        />
        <RadixPopover.Root open={open} onOpenChange={setOpen}>
          <RadixPopover.Trigger asChild>
            <button
              type="button"
              className={`${buttonClass('secondary')} icon-button`}
              aria-label={t('date.openCalendar', { label })}
            >
              <CalendarDays className="icon" aria-hidden="true" />
            </button>
          </RadixPopover.Trigger>
          <RadixPopover.Portal>
            <RadixPopover.Content
              className="popover calendar"
              align="end"
              sideOffset={6}
              collisionPadding={8}
              aria-label={label}
            >
              <Suspense fallback={<p>{t('loading')}</p>}>
                <Calendar
                  locale={locale}
                  selected={parseCalendarDate(value)}
                  min={parseCalendarDate(min)}
                  onSelect={(date) => {
                    const iso = formatCalendarDateIso(date);
                    setDraft(formatCalendarDateUs(date));
                    onChange(iso);
                    setOpen(false);
                    inputRef.current?.focus();
                  }}
                />
              </Suspense>
            </RadixPopover.Content>
          </RadixPopover.Portal>
        </RadixPopover.Root>
      </div>
      <FieldMessages
        hintId={hintId}
        hint={
          <>
            {t('date.format')}
            {hint ? <> · {hint}</> : null}
          </>
        }
        errorId={errorId}
        error={error}
      />
    </div>
  );
}

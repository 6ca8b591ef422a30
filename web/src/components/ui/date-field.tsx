import * as RadixPopover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import {
  formatCalendarDate,
  formatCalendarDateIso,
  parseDateInput,
  parseIsoCalendarDate,
  type Locale,
} from '@tessera/shared';
import { useLocale, useT } from '../../lib/i18n';
import { buttonClass } from './button';
import { FieldMessages } from './field-messages';

// The calendar grid (react-day-picker) is a heavy widget: it loads the first time a calendar opens.
const Calendar = lazy(() => import('./calendar'));

interface DateFieldProps {
  label: string;
  /** After the label (a required mark). */
  labelSuffix?: ReactNode;
  /**
   * ISO YYYY-MM-DD (what the API stores), blank for none, or the text typed when it is no date in the
   * reader's pattern (check with `isDateFieldValue` before sending: such text is never a date to send).
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest date that may be chosen (ISO). */
  min?: string;
  hint?: ReactNode;
  error?: string;
  name?: string;
}

/** Whether a date field's value may be sent as a date: blank, or a date it read (ISO). */
export function isDateFieldValue(value: string): boolean {
  return value.trim() === '' || parseIsoCalendarDate(value) !== undefined;
}

/** The stored value as the reader's language writes it (text that is no date stays as typed). */
const shown = (value: string, locale: Locale) => {
  const date = parseIsoCalendarDate(value);
  return date ? formatCalendarDate(date, locale) : value;
};

/**
 * The one date input (issue 21): typed in the interface language's pattern — MM/DD/YYYY in English (the
 * spec's, spec 1 §9, spec 2 §9), dd/mm/aaaa in Spanish, the order every list shows (ADR 0009, amended) — or
 * as ISO YYYY-MM-DD (no order to mistake), or chosen from a calendar whose month and day names follow the
 * language. The value is always ISO, so a date is never read one way and shown the other; one-digit days and
 * months are taken, and every date is shown back in the reader's pattern on blur.
 * The calendar renders above dialogs (the popover layer of the design system) and greys out days before `min`.
 */
export function DateField({ label, labelSuffix, value, onChange, onBlur, min, hint, error, name }: DateFieldProps) {
  const t = useT('common');
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => shown(value, locale));
  // What this field last handed over: a value coming back as that keeps the text being typed; any other value
  // (a reset, a reload) or a change of language shows the value afresh.
  const [seen, setSeen] = useState({ value, locale, emitted: value });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale, emitted: value });
    if (seen.locale !== locale || value !== seen.emitted) setDraft(shown(value, locale));
  }
  const emit = (next: string) => {
    setSeen((now) => ({ ...now, emitted: next }));
    onChange(next);
  };
  // The reader's pattern, or ISO YYYY-MM-DD (what the field holds, unambiguous in every language).
  const dateOf = (text: string) => parseDateInput(text, locale) ?? parseIsoCalendarDate(text);
  const read = (text: string) => {
    const date = dateOf(text);
    return date ? formatCalendarDateIso(date) : text.trim();
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      <div className="field__row">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('date.format')}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            emit(read(event.target.value));
          }}
          onBlur={() => {
            const date = dateOf(draft);
            if (date) setDraft(formatCalendarDate(date, locale));
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
                  selected={parseIsoCalendarDate(value)}
                  min={parseIsoCalendarDate(min ?? '')}
                  onSelect={(date) => {
                    setDraft(formatCalendarDate(date, locale));
                    emit(formatCalendarDateIso(date));
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

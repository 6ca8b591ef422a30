import { DayPicker } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { CalendarDate, Locale } from '@tessera/shared';

const toDate = (date: CalendarDate) => new Date(date.year, date.month - 1, date.day);
const fromDate = (date: Date): CalendarDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

interface CalendarProps {
  locale: Locale;
  selected: CalendarDate | undefined;
  min: CalendarDate | undefined;
  onSelect: (date: CalendarDate) => void;
}

/** The month grid of a date field (react-day-picker: arrow keys move by day and week, months and days named in the interface language). Loaded on demand. */
export default function Calendar({ locale, selected, min, onSelect }: CalendarProps) {
  const chosen = selected ? toDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      // The grid opens on a reader's request (the calendar button) and the selected day takes focus, as the
      // APG date picker dialog does.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      locale={locale === 'es' ? es : enUS}
      selected={chosen}
      defaultMonth={chosen ?? (min ? toDate(min) : undefined)}
      disabled={min ? { before: toDate(min) } : undefined}
      onSelect={(date) => {
        if (date) onSelect(fromDate(date));
      }}
    />
  );
}

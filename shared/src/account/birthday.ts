import { type CalendarDate, compareCalendarDates, parseUsCalendarDate } from './calendar-date';

export type BirthdayMessageKey = 'account.birthday.in_future' | 'components.date.invalid';

/**
 * spec 2 §5: "Birthday cannot be in the future; format MM/DD/YYYY." A blank birthday is allowed (the profile
 * field is optional); today itself is allowed. `today` is the user's calendar date, passed in so the rule
 * stays pure.
 */
export function validateBirthday(
  value: string | null | undefined,
  today: CalendarDate,
): BirthdayMessageKey | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const birthday = parseUsCalendarDate(value);
  if (!birthday) return 'components.date.invalid';
  return compareCalendarDates(birthday, today) > 0 ? 'account.birthday.in_future' : undefined;
}

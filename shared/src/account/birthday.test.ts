import { message } from '../messages/index';
import { validateBirthday } from './birthday';

const today = { year: 2026, month: 11, day: 21 };

describe('birthday (spec 2 §5)', () => {
  it.each([
    ['11/21/2026', undefined],
    ['01/31/2000', undefined],
    ['11/22/2026', 'account.birthday.in_future'],
    ['01/01/2027', 'account.birthday.in_future'],
    ['2000-01-31', 'components.date.invalid'],
    ['31/01/2000', 'components.date.invalid'],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (value, error) => {
    expect(validateBirthday(value, today)).toBe(error);
  });
});

it('says "Please enter a valid date in the format mm/dd/yyyy." for a badly formatted birthday (spec 2 §5)', () => {
  expect(message(validateBirthday('1/2/2000', today) ?? 'account.birthday.in_future')).toBe(
    'Please enter a valid date in the format mm/dd/yyyy.',
  );
});

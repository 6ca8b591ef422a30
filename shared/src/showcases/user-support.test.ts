import {
  rankUserSearchResults,
  staffMayUse,
  unlockedPaymentInfo,
  userSearchWeight,
  validatePasswordReset,
} from './user-support';

describe('user search ranking (spec 3 §9)', () => {
  it.each([
    [{ username: 'jordan' }, -3],
    [{ username: 'JORDAN ' }, -3],
    [{ email: 'jordan' }, -2],
    [{ first_name: 'Jordan' }, -1],
    [{ last_name: 'jordan' }, 0],
    [{ username: 'jordan', last_name: 'jordan' }, -3],
    [{ username: 'jordan2', email: 'jordan@x.test' }, 1],
    [{}, 1],
  ])('%j weighs %d for "jordan" (exact matches: username -3, email -2, first name -1, last name 0)', (user, weight) => {
    expect(userSearchWeight(user, 'jordan')).toBe(weight);
  });

  it('gives a blank search no exact matches', () => {
    expect(userSearchWeight({ username: '' }, '  ')).toBe(1);
  });

  it('orders results by weight, keeping the server order of ties', () => {
    const users = [
      { id: 'partial', username: 'lee2' },
      { id: 'last', last_name: 'Lee' },
      { id: 'partial2', email: 'lee@x.test' },
      { id: 'first', first_name: 'lee' },
      { id: 'user', username: 'LEE' },
      { id: 'email', email: 'lee' },
    ];
    expect(rankUserSearchResults(users, 'Lee').map((user) => user.id)).toEqual([
      'user',
      'email',
      'first',
      'last',
      'partial',
      'partial2',
    ]);
  });
});

describe('staff tools (spec 3 §4, §5, §6)', () => {
  it.each([
    ['exportCoreData', { export_core_data_access: true }, true],
    ['exportCoreData', { reset_password_access: true, sudo_access: true }, false],
    ['resetPassword', { export_core_data_access: true }, false],
    ['resetPassword', { reset_password_access: true }, true],
    ['actAsUser', { sudo_access: true }, true],
    ['actAsUser', { sudo_access: false }, false],
    ['actAsUser', { reset_password_access: true }, false],
  ] as const)('%s with %j: %s', (tool, staff, allowed) => {
    expect(staffMayUse(tool, staff)).toBe(allowed);
  });

  it.each([
    [{ new_password: 'x', confirm_password: 'x' }, {}],
    [{ new_password: '', confirm_password: 'x' }, { new_password: 'website_admin.blank' }],
    [{}, { new_password: 'website_admin.blank', confirm_password: 'website_admin.blank' }],
  ])('password reset %j → %j', (input, errors) => {
    expect(validatePasswordReset(input)).toEqual(errors);
  });

  it('unlocking sets the payment status to Paid', () => {
    expect(unlockedPaymentInfo({ status: 'Unpaid', date: '2026-01-01' })).toEqual({
      status: 'Paid',
      date: '2026-01-01',
    });
  });
});

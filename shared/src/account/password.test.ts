import { message } from '../messages/index';
import { passwordStrength, passwordStrengthLabelKey, validatePasswordChange } from './password';

describe('password strength (spec 1 §5)', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['ABCDEFG1', 'weak'],
    ['abcdefg1', 'weak'],
    ['Abcdefgh', 'weak'],
    ['Abcdef1', 'weak'], // 7 characters
    ['Abc def 1', 'weak'], // 7 non-space characters: spaces do not count
    ['Abcdefg1', 'medium'],
    ['Abcd efg1', 'medium'], // 8 non-space characters with a space inside
    ['Abcdefg1_', 'medium'], // _ is not one of the special characters
    ['Abcdefg1#', 'strong'],
    ['Abcdefg1?', 'strong'],
    ['Abcdefg1!', 'strong'],
    ['Abcdefg1@', 'strong'],
    ['Abcdefg1$', 'strong'],
    ['Abcdefg1%', 'strong'],
    ['Abcdefg1^', 'strong'],
    ['Abcdefg1&', 'strong'],
    ['Abcdefg1*', 'strong'],
    ['Tessera-demo-1', 'strong'],
    ['abcdefg1#', 'weak'], // a special character does not make up for a missing upper case letter
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it.each([
    ['weak', 'Weak', 'Débil'],
    ['medium', 'Medium', 'Media'],
    ['strong', 'Strong', 'Fuerte'],
  ] as const)('labels %s "%s" in English and "%s" in Spanish on the strength meter', (strength, en, es) => {
    expect(message(passwordStrengthLabelKey(strength))).toBe(en);
    expect(message(passwordStrengthLabelKey(strength), 'es')).toBe(es);
  });
});

describe('password change (spec 1 §5, spec 2 §5)', () => {
  it.each([
    [{ old_password: 'Old-pass-1', new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' }, {}],
    [{ old_password: 'Old-pass-1', new_password: 'Abcdefg1#', confirm_password: 'Abcdefg1#' }, {}],
    [{ new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' }, { old_password: 'identity.password.old_required' }],
    [
      { old_password: '   ', new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
      { old_password: 'identity.password.old_required' },
    ],
    [
      { old_password: 'x', new_password: 'Abc1', confirm_password: 'Abc1' },
      { new_password: 'identity.password.too_short' },
    ],
    [
      { old_password: 'x', new_password: 'Ab c1 d e', confirm_password: 'Ab c1 d e' },
      { new_password: 'identity.password.too_short' },
    ],
    [
      { old_password: 'x', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
      { new_password: 'identity.password.too_weak' },
    ],
    [
      { old_password: 'x', new_password: 'Abcdefg1', confirm_password: 'Abcdefg2' },
      { confirm_password: 'identity.password.mismatch' },
    ],
    [{ old_password: 'x', new_password: 'Abcdefg1' }, { confirm_password: 'identity.password.mismatch' }],
    [
      { old_password: null, new_password: null, confirm_password: 'x' },
      {
        old_password: 'identity.password.old_required',
        new_password: 'identity.password.too_short',
        confirm_password: 'identity.password.mismatch',
      },
    ],
  ])('validates %j to %j', (input, errors) => {
    expect(validatePasswordChange(input)).toEqual(errors);
  });
});

import { message } from '../messages/index';
import { canEditUsername, validateUsername } from './username';

describe('username edit (spec 3 §5)', () => {
  it.each([
    ['jdoe', undefined],
    ['j.doe-2', undefined],
    ['', "can't be blank"],
    ['   ', "can't be blank"],
    [null, "can't be blank"],
    ['j$doe', "'$,@' is not allowed in username"],
    ['doe,j', "'$,@' is not allowed in username"],
    ['j@doe', "'$,@' is not allowed in username"],
  ])('%j → %j', (username, sentence) => {
    const key = validateUsername(username);
    expect(key === undefined ? undefined : message(key)).toBe(sentence);
  });

  it.each([
    [{ platform_enabled: true, role: 'faculty' }, false],
    [{ platform_enabled: true, role: 'student' }, false],
    [{ platform_enabled: true, role: 'admin' }, false],
    [{ platform_enabled: true, role: 'coordinator' }, true],
    [{ platform_enabled: false, role: 'student' }, true],
    [{ role: 'faculty' }, true],
  ])('%j editable: %s', (user, editable) => {
    expect(canEditUsername(user)).toBe(editable);
  });
});

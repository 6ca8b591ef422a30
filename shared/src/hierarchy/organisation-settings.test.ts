import { message } from '../messages/index';
import { PLAGIARISM_MISMATCH_MESSAGE, ssoSaveAction, validatePlagiarismConnection } from './organisation-settings';

describe('SSO setting (spec 2 §4)', () => {
  it.each([
    [{ strategy: 'saml' }, 'update'],
    [{ strategy: '' }, 'delete'],
    [{ strategy: '  ' }, 'delete'],
    [{ strategy: null }, 'delete'],
    [{}, 'delete'],
  ])('saving %j → %s', (setting, action) => {
    expect(ssoSaveAction(setting)).toBe(action);
  });
});

describe('Turnitin-type setting (spec 2 §5)', () => {
  it.each([
    [{ url: 'https://tii.example', api_key: 'k' }, {}],
    [{ url: ' ', api_key: 'k' }, { url: 'hierarchy.plagiarism.field_blank' }],
    [{ url: 'https://tii.example' }, { api_key: 'hierarchy.plagiarism.field_blank' }],
    [{}, { url: 'hierarchy.plagiarism.field_blank', api_key: 'hierarchy.plagiarism.field_blank' }],
  ])('testing %j → %j', (setting, errors) => {
    expect(validatePlagiarismConnection(setting)).toEqual(errors);
  });

  it('has the spec sentences', () => {
    expect(message('hierarchy.plagiarism.field_blank')).toBe("Field can't be blank");
    expect(message(PLAGIARISM_MISMATCH_MESSAGE)).toBe('There is a mismatch between the entered URL and key.');
  });
});

import { message } from '../messages/index';
import { validateLmsSetting } from './lms-settings';

const complete = {
  lms_type: 'canvas',
  lms_url: ' https://canvas.example.edu ',
  public_keyset_url: 'https://canvas.example.edu/jwks',
  access_token_url: 'https://canvas.example.edu/token',
  authentication_request_url: 'https://canvas.example.edu/auth',
  deployment_id: ' 42 ',
  client_id: '1000',
  issuer: 'https://canvas.instructure.com',
};

describe('LMS settings (spec 2 §5)', () => {
  it('trims the values and accepts a complete setting', () => {
    const { values, errors } = validateLmsSetting(complete);
    expect(errors).toEqual({});
    expect(values.lms_url).toBe('https://canvas.example.edu');
    expect(values.deployment_id).toBe('42');
    expect(values.lms_name).toBe('');
  });

  it.each([
    ['lms_url', "can't be blank"],
    ['public_keyset_url', "can't be blank"],
    ['access_token_url', "can't be blank"],
    ['authentication_request_url', "can't be blank"],
    ['deployment_id', 'Please enter Deployment ID'],
    ['client_id', 'Please enter Client ID'],
    ['issuer', 'Please enter Issuer'],
  ] as const)('requires %s: %j', (field, sentence) => {
    const { errors } = validateLmsSetting({ ...complete, [field]: '   ' });
    expect(Object.keys(errors)).toEqual([field]);
    expect(message(errors[field] as never)).toBe(sentence);
  });

  it.each([
    [{ ...complete, lms_type: 'other' }, { lms_name: 'integrations.lms.name_required' }],
    [{ ...complete, lms_type: 'other', lms_name: 'Brightspace Lite' }, {}],
    [{ ...complete, lms_type: 'moodle', lms_name: null }, {}],
  ])('needs lms_name only for type other: %j', (input, errors) => {
    expect(validateLmsSetting(input).errors).toEqual(errors);
  });

  it('says "Please enter LMS Name"', () => {
    expect(message('integrations.lms.name_required')).toBe('Please enter LMS Name');
  });

  it('reports every missing field of an empty form', () => {
    expect(Object.keys(validateLmsSetting({}).errors).sort()).toEqual(
      [
        'lms_url',
        'public_keyset_url',
        'access_token_url',
        'authentication_request_url',
        'deployment_id',
        'client_id',
        'issuer',
      ].sort(),
    );
  });
});

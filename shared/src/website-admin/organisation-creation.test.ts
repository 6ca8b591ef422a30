import { message } from '../messages/index';
import { organisationTypeAutofill, validateOrganisationCreation } from './organisation-creation';

const blank = 'website_admin.blank';

describe('organisation creation (spec 3 §5)', () => {
  it.each([
    [{ name: 'Demo', data_source: 0, platform_id: 'p-1' }, {}],
    [{ name: 'Demo', data_source: '0', platform_id: ' ' }, { platform_id: blank }],
    [{ name: 'Demo', data_source: 1, email: 'a@b.c', new_password: 'x', confirm_password: 'x' }, {}],
    [
      { name: 'Demo', data_source: '1' },
      { email: blank, new_password: blank, confirm_password: blank },
    ],
    [
      { name: 'Demo', data_source: 1, email: 'a@b.c', new_password: '   ', confirm_password: 'x' },
      { new_password: blank },
    ],
    [{ name: 'Demo' }, { data_source: blank }],
    [{ name: 'Demo', data_source: '' }, { data_source: blank }],
    [{ name: 'Demo', data_source: 2 }, { data_source: blank }],
    [{ data_source: 0, platform_id: 'p' }, { name: blank }],
  ])('%j → %j', (input, errors) => {
    expect(validateOrganisationCreation(input)).toEqual(errors);
  });

  it('says "Can\'t be blank"', () => {
    expect(message(blank)).toBe("Can't be blank");
  });

  it.each([
    ['test', { salesforce_id: 'test', intacct_id: 'test' }],
    ['other', {}],
  ])('org type %s auto-fills %j (spec 3 §9)', (orgType, values) => {
    expect(organisationTypeAutofill(orgType)).toEqual(values);
  });
});

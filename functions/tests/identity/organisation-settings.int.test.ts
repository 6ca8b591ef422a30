/**
 * Paste in new-password fields as an organisation setting (ADR 0014; spec 1 §5 and spec 2 §5 block it,
 * WCAG 2.2 SC 3.3.8 and password managers need it): allowed by default, read by the web from the current
 * user, changed by an organisation admin.
 */
import { getCurrentUser, updateOrganizationSettings } from '@tessera/shared';
import { organisationEntity } from '../../src/db/identity/entities/organisation';
import { getOrganisation } from '../../src/db/identity/organisations';
import { updateItem } from '../../src/db/items';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

const pasteAllowed = async (user: FixtureUser) =>
  (await invoke<{ organization: { allow_password_paste?: boolean } }>(getCurrentUser, { as: { sub: user.userId } }))
    .body.organization.allow_password_paste;

const change = (user: FixtureUser, organizationId: string, body: unknown) =>
  invoke(updateOrganizationSettings, { as: { sub: user.userId }, path: { id: organizationId }, body });

async function organisation() {
  const org = await createOrganisation({ name: 'Settings College' });
  const member = (roles: Parameters<typeof createUser>[0]['memberships'][0][1]) =>
    createUser({ memberships: [[org.organizationId, roles]] });
  return {
    org,
    admin: await member(['admin']),
    rootAdmin: await member(['admin', 'root_admin']),
    student: await member(['student']),
    support: await member(['support']),
  };
}

describe('the password-paste setting (ADR 0014)', () => {
  it('allows paste by default, and says so in GET /api/users/me’s organisation', async () => {
    const o = await organisation();
    expect(await pasteAllowed(o.student)).toBe(true);
  });

  it('lets an organisation admin block paste for everyone in the organisation, and allow it again', async () => {
    const o = await organisation();
    expect(await change(o.admin, o.org.organizationId, { allow_password_paste: false })).toEqual({
      status: 200,
      body: { allow_password_paste: false },
    });
    expect(await pasteAllowed(o.student)).toBe(false);
    expect(await pasteAllowed(o.admin)).toBe(false);
    expect(await change(o.rootAdmin, o.org.organizationId, { allow_password_paste: true })).toEqual({
      status: 200,
      body: { allow_password_paste: true },
    });
    expect(await pasteAllowed(o.student)).toBe(true);
  });

  it('answers 404 to an admin naming another organisation, and changes nothing there', async () => {
    const o = await organisation();
    const other = await organisation();
    expect((await change(other.admin, o.org.organizationId, { allow_password_paste: false })).status).toBe(404);
    expect((await change(o.admin, 'org_nowhere', { allow_password_paste: false })).status).toBe(404);
    expect((await getOrganisation(o.org.organizationId))?.allowPasswordPaste).toBe(true);
  });

  it('judges by the current organisation: a student there is refused (403), an admin there naming another organisation they also administer gets 404', async () => {
    const o = await organisation();
    const elsewhere = await createOrganisation();
    const admin = await createUser({
      memberships: [
        [elsewhere.organizationId, ['student']],
        [o.org.organizationId, ['admin']],
      ],
    });
    expect((await change(admin, o.org.organizationId, { allow_password_paste: false })).status).toBe(403);
    const adminElsewhere = await createUser({
      memberships: [
        [elsewhere.organizationId, ['admin']],
        [o.org.organizationId, ['admin']],
      ],
    });
    expect((await change(adminElsewhere, o.org.organizationId, { allow_password_paste: false })).status).toBe(404);
    expect((await getOrganisation(o.org.organizationId))?.allowPasswordPaste).toBe(true);
  });

  it('is refused to students and support (403) and refuses a body without the setting (400, field error)', async () => {
    const o = await organisation();
    expect((await change(o.student, o.org.organizationId, { allow_password_paste: false })).status).toBe(403);
    expect((await change(o.support, o.org.organizationId, { allow_password_paste: false })).status).toBe(403);
    const blank = await change(o.admin, o.org.organizationId, {});
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fields: { allow_password_paste: expect.any(String) } });
    const wrong = await change(o.admin, o.org.organizationId, { allow_password_paste: 'no' });
    expect(wrong.status).toBe(400);
    expect((await getOrganisation(o.org.organizationId))?.allowPasswordPaste).toBe(true);
  });

  it('reads an organisation stored before the setting existed as allowing paste', async () => {
    const o = await organisation();
    await updateItem(organisationEntity, { organizationId: o.org.organizationId }, { remove: ['allowPasswordPaste'] });
    expect(await pasteAllowed(o.student)).toBe(true);
  });
});

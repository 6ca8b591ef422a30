import { homeRoute, type Locale, type Role } from '@tessera/shared';
import { identityProvider as configuredIdentityProvider, type IdentityProvider } from '../adapters/identity-provider';
import { ensureAccount } from '../db/identity/accounts';
import { putMembership } from '../db/identity/memberships';
import { putNotification } from '../db/identity/notifications';
import { getOrganisation, putOrganisation } from '../db/identity/organisations';
import type { Organisation } from '../db/identity/organisations';
import { seedCourses } from './seed-courses';
import { seedHierarchy } from './seed-hierarchy';
import { seedPortfolios } from './seed-portfolios';
import { seedRubrics } from './seed-rubrics';
import { seedTemplates } from './seed-templates';

/** Every demo user's password (brief: demo seed). */
export const DEMO_PASSWORD = 'Tessera-demo-1';

/** The settings every organisation starts with: no apps, no external UIs, no SSO, no plagiarism check. */
export const orgDefaults = {
  availableApps: [],
  fieldPlacementUi: null,
  applicationsUi: null,
  gatewaysUi: null,
  wmSsoEnabled: false,
  wmSsoLogoutUrl: null,
  newFieldPlacementEnabled: false,
  plagiarismEnabled: false,
  allowPasswordPaste: true,
  facultyAcademicData: false,
  facultyDemographicData: false,
} satisfies Partial<Organisation>;

/** The demo organisations, with fixed ids. */
export const DEMO_ORGS = {
  demo: {
    ...orgDefaults,
    organizationId: 'org_demo',
    name: 'Demo University',
    orgType: 'test',
    paymentStatus: 'paid',
    // wm_sso and insight are among the entries the web filters out of the app switcher (spec 1 §2).
    availableApps: ['placement_management', 'program_applications', 'gateways', 'wm_sso', 'insight'],
    fieldPlacementUi: 'https://placement.tessera.test',
    applicationsUi: 'https://applications.tessera.test',
    gatewaysUi: 'https://gateways.tessera.test',
    plagiarismEnabled: true,
  },
  other: {
    ...orgDefaults,
    organizationId: 'org_other',
    name: 'Other College',
    orgType: 'other',
    paymentStatus: 'paid',
  },
  unpaid: {
    ...orgDefaults,
    organizationId: 'org_unpaid',
    name: 'Unpaid Academy',
    orgType: 'other',
    paymentStatus: 'unpaid',
  },
  provider: {
    ...orgDefaults,
    organizationId: 'org_provider',
    name: 'Tessera Provider',
    orgType: 'other',
    paymentStatus: 'paid',
  },
} as const satisfies Record<string, Organisation>;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** The organisation the user starts in. */
  organizationId: string;
  memberships: ReadonlyArray<{ organizationId: string; roles: readonly Role[] }>;
}

const user = (
  email: string,
  firstName: string,
  lastName: string,
  organizationId: string,
  roles: readonly Role[],
  extra: DemoUser['memberships'] = [],
): DemoUser => ({
  email,
  firstName,
  lastName,
  locale: 'en',
  organizationId,
  memberships: [{ organizationId, roles }, ...extra],
});

const demo = DEMO_ORGS.demo.organizationId;
const other = DEMO_ORGS.other.organizationId;

/** One demo user per role (brief: demo seed). Cognito username = email. */
export const DEMO_USERS = {
  student: user('student@demo.test', 'Sam', 'Student', demo, ['student']),
  // Two more students of EDU 501 section A (issue 11 demo data), so the faculty's progress view has rows.
  student2: user('student2@demo.test', 'Riley', 'Reyes', demo, ['student']),
  student3: user('student3@demo.test', 'Jordan', 'Okafor', demo, ['student']),
  // A student no other suite signs in as, for the profile suite: the avatar, the profile and the language are
  // server state, and the suites run side by side.
  student4: user('student4@demo.test', 'Avery', 'Lindqvist', demo, ['student']),
  // The evidence suite's Spanish pass: its evidence items and its language are its own.
  student5: user('student5@demo.test', 'Quinn', 'Moreau', demo, ['student']),
  // A student of EDU 501 section A whose practicum work goes through the whole review (submit, a revision
  // requested, resubmit): the review suite's own, so it never finds another suite's practicum portfolio moved on.
  student6: user('student6@demo.test', 'Dana', 'Diaz', demo, ['student']),
  // The composer modals suite's own (activity and component references, user info, text from the timeline):
  // in no seeded section, so its suite's section, portfolios and evidence are the only ones it sees.
  student7: user('student7@demo.test', 'Kai', 'Kimura', demo, ['student']),
  // A student of EDU 501 section A whose practicum rationale the rich-text suite formats, links and pastes
  // into (its own, so no other suite finds that work changed).
  student8: user('student8@demo.test', 'Robin', 'Castell', demo, ['student']),
  // The media suite's own (galleries, videos, web images, a file reused from its timeline): every upload it
  // makes stays off the attachments suite's Riley, whose Spanish pass expects no fitting previous upload.
  student9: user('student9@demo.test', 'Mika', 'Morales', demo, ['student']),
  faculty: user(
    'faculty@demo.test',
    'Fran',
    'Faculty',
    demo,
    ['faculty'],
    [
      { organizationId: other, roles: ['faculty'] },
      { organizationId: DEMO_ORGS.unpaid.organizationId, roles: ['faculty'] },
    ],
  ),
  coordinator: user('coordinator@demo.test', 'Cora', 'Coordinator', demo, ['coordinator']),
  supervisor: user('supervisor@demo.test', 'Simon', 'Supervisor', demo, ['supervisor']),
  mentor: user('mentor@demo.test', 'Mina', 'Mentor', demo, ['mentor']),
  peer: user('peer@demo.test', 'Pat', 'Peer', demo, ['peer_assessor']),
  admin: user('admin@demo.test', 'Ada', 'Admin', demo, ['admin']),
  // Two more administrators of the top node: the account's language is server state, so the rubrics', the
  // templates' and the courses panel's Spanish e2e passes each switch a user no other suite signs in as (the suites run side by side).
  admin2: user('admin2@demo.test', 'Noa', 'Navarro', demo, ['admin']),
  admin3: user('admin3@demo.test', 'Teo', 'Torres', demo, ['admin']),
  admin4: user('admin4@demo.test', 'Lia', 'Lopez', demo, ['admin']),
  rootAdmin: user('rootadmin@demo.test', 'Rory', 'Root', demo, ['admin', 'root_admin']),
  support: user('support@demo.test', 'Sue', 'Support', demo, ['support']),
  staff: user('staff@provider.test', 'Stan', 'Staff', DEMO_ORGS.provider.organizationId, ['staff']),
  otherAdmin: user('admin@other.test', 'Olga', 'Other-Admin', other, ['admin']),
  otherStudent: user('student@other.test', 'Oscar', 'Other-Student', other, ['student']),
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;

/** The student's welcome notification has a fixed id so re-seeding does not duplicate it. */
export const WELCOME_NOTIFICATION_ID = '00000000000000000000WELCOME';
/** Other College's student's welcome notification (a different id: tests name it from Demo University). */
export const OTHER_WELCOME_NOTIFICATION_ID = '0000000000000000OTHERWELCOME';

/** A demo user's home route in the organisation they start in. */
const homeOf = (demoUser: DemoUser): string =>
  homeRoute(demoUser.memberships.find((m) => m.organizationId === demoUser.organizationId)?.roles ?? []);

export interface SeedDeps {
  identityProvider?: IdentityProvider;
}

export interface SeedResult {
  /** User id (Cognito sub) by demo user key. */
  userIds: Record<DemoUserKey, string>;
}

/**
 * Seeds the demo organisations and users (Cognito users with the demo password, accounts, memberships) and
 * a welcome notification for each organisation's student. Idempotent: existing accounts keep their state.
 */
export async function seedDemo(deps: SeedDeps = {}): Promise<SeedResult> {
  const provider = deps.identityProvider ?? configuredIdentityProvider();
  for (const organisation of Object.values(DEMO_ORGS)) {
    // Settings an organisation admin changes stay as they set them when the seed runs again.
    const existing = await getOrganisation(organisation.organizationId);
    await putOrganisation({
      ...organisation,
      availableApps: [...organisation.availableApps],
      allowPasswordPaste: existing?.allowPasswordPaste ?? organisation.allowPasswordPaste,
      facultyAcademicData: existing?.facultyAcademicData ?? organisation.facultyAcademicData,
      facultyDemographicData: existing?.facultyDemographicData ?? organisation.facultyDemographicData,
    });
  }
  const userIds = {} as Record<DemoUserKey, string>;
  for (const [key, demoUser] of Object.entries(DEMO_USERS) as [DemoUserKey, DemoUser][]) {
    const { userId } = await provider.createUser({ email: demoUser.email, password: DEMO_PASSWORD });
    userIds[key] = userId;
    await ensureAccount({
      userId,
      email: demoUser.email,
      firstName: demoUser.firstName,
      lastName: demoUser.lastName,
      locale: demoUser.locale,
      currentOrganizationId: demoUser.organizationId,
    });
    for (const membership of demoUser.memberships) {
      await putMembership({
        organizationId: membership.organizationId,
        userId,
        roles: [...membership.roles],
        email: demoUser.email,
        firstName: demoUser.firstName,
        lastName: demoUser.lastName,
      });
    }
  }
  // Welcome notifications link to the user's home in that organisation: what "welcome" is about.
  await putNotification({
    organizationId: DEMO_ORGS.demo.organizationId,
    userId: userIds.student,
    notificationId: WELCOME_NOTIFICATION_ID,
    messageKey: 'identity.notification.welcome',
    params: { name: DEMO_USERS.student.firstName, organization: DEMO_ORGS.demo.name },
    link: homeOf(DEMO_USERS.student),
  });
  await putNotification({
    organizationId: DEMO_ORGS.other.organizationId,
    userId: userIds.otherStudent,
    notificationId: OTHER_WELCOME_NOTIFICATION_ID,
    messageKey: 'identity.notification.welcome',
    params: { name: DEMO_USERS.otherStudent.firstName, organization: DEMO_ORGS.other.name },
    link: homeOf(DEMO_USERS.otherStudent),
  });
  await seedHierarchy({ userIds });
  await seedRubrics({ userIds });
  await seedTemplates({ userIds });
  await seedCourses({ userIds });
  await seedPortfolios({ userIds });
  return { userIds };
}

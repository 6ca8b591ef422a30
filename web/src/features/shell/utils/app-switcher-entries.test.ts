import { describe, expect, it } from '@jest/globals';
import { appSwitcherEntries, HIDDEN_APP_NAMES } from './app-switcher-entries';

const integrations = {
  field_placement: { ui: 'https://placement.example/' },
  applications: { ui: 'https://applications.example/' },
  gateways: { ui: 'https://gateways.example/' },
};
const user = (available_apps: string[], overrides: Partial<Parameters<typeof appSwitcherEntries>[0]> = {}) => ({
  available_apps,
  integrations,
  new_field_placement_enabled: false,
  home: '/via/inprogress' as const,
  ...overrides,
});
const ids = (apps: string[], overrides = {}) => appSwitcherEntries(user(apps, overrides)).map((entry) => entry.id);
const ALL = ['gateways', 'program_applications', 'placement_management'];

describe('app switcher entries (spec 1 §2)', () => {
  it('lists Home, Placement Management, Program Applications and Gateways in that order', () => {
    expect(ids(ALL)).toEqual(['home', 'placement_management', 'program_applications', 'gateways']);
  });

  it('understands the integration names field_placement and applications too', () => {
    expect(ids(['field_placement', 'applications'])).toEqual(['home', 'placement_management', 'program_applications']);
  });

  it.each(HIDDEN_APP_NAMES.map((name) => [name]))('filters out the app named %s', (name) => {
    expect(ids([name])).toEqual([]);
    expect(ids([name, 'gateways'])).toEqual(['home', 'gateways']);
  });

  it('hides Placement Management when new_field_placement_enabled is true', () => {
    expect(ids(ALL, { new_field_placement_enabled: true })).toEqual(['home', 'program_applications', 'gateways']);
    expect(ids(['placement_management'], { new_field_placement_enabled: false })).toEqual([
      'home',
      'placement_management',
    ]);
  });

  it('opens Placement Management, Program Applications and Gateways in a new tab, Home in the app', () => {
    expect(appSwitcherEntries(user(ALL, { home: '/via/academics' }))).toEqual([
      { id: 'home', href: '/via/academics', newTab: false },
      { id: 'placement_management', href: 'https://placement.example/', newTab: true },
      { id: 'program_applications', href: 'https://applications.example/', newTab: true },
      { id: 'gateways', href: 'https://gateways.example/', newTab: true },
    ]);
  });

  it.each([
    ['no available apps', [], {}],
    [
      'only filtered-out apps',
      ['wm_sso', 'edtpa', 'insight', 'admin', 'field_experience', 'insight_comparative_data_report'],
      {},
    ],
    [
      'only Placement Management while the new field placement is enabled',
      ['placement_management'],
      { new_field_placement_enabled: true },
    ],
  ])('removes the switcher (no entries) with %s', (_label, apps, overrides) => {
    expect(ids(apps as string[], overrides)).toEqual([]);
  });

  it('drops an entry whose integration has no address, and ignores unknown or repeated names', () => {
    const noGateway = { ...integrations, gateways: { ui: null } };
    expect(ids(['gateways', 'applications', 'applications', 'something_else'], { integrations: noGateway })).toEqual([
      'home',
      'program_applications',
    ]);
    expect(ids(['gateways'], { integrations: noGateway })).toEqual([]);
  });

  it('matches the demo organisation’s apps (wm_sso and insight filtered out)', () => {
    expect(ids(['placement_management', 'program_applications', 'gateways', 'wm_sso', 'insight'])).toEqual([
      'home',
      'placement_management',
      'program_applications',
      'gateways',
    ]);
  });
});

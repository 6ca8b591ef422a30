import type { CurrentUser } from '@tessera/shared';

/**
 * The app switcher of the top navigation (spec 1 §2). Placement Management, Program Applications and Gateways
 * come from the organisation's `available_apps` and open their integration's UI in a new tab; Home (this app,
 * the user's home route) leads the list whenever at least one of them remains. With nothing left after the
 * filtering rules the switcher is removed (a lone Home entry would only repeat the brand link).
 */
export type AppEntryId = 'home' | 'placement_management' | 'program_applications' | 'gateways';

export interface AppEntry {
  id: AppEntryId;
  href: string;
  newTab: boolean;
}

/** App names that never appear in the switcher (spec 1 §2). */
export const HIDDEN_APP_NAMES = [
  'wm_sso',
  'field_experience',
  'edtpa',
  'admin',
  'insight_comparative_data_report',
  'insight',
] as const;

/** Which switcher entry an available app name stands for. */
const ENTRY_BY_APP_NAME: Record<string, Exclude<AppEntryId, 'home'>> = {
  field_placement: 'placement_management',
  placement_management: 'placement_management',
  applications: 'program_applications',
  program_applications: 'program_applications',
  gateways: 'gateways',
};

const ORDER = ['placement_management', 'program_applications', 'gateways'] as const;

type SwitcherInput = Pick<CurrentUser, 'available_apps' | 'integrations' | 'new_field_placement_enabled' | 'home'>;

/**
 * Entries in fixed order: hidden names filtered out, Placement Management dropped when
 * new_field_placement_enabled, external entries without an integration address dropped, no duplicates,
 * Home first. An empty list means the switcher is removed.
 */
export function appSwitcherEntries(user: SwitcherInput): AppEntry[] {
  const hidden = new Set<string>(HIDDEN_APP_NAMES);
  const wanted = new Set<Exclude<AppEntryId, 'home'>>();
  for (const name of user.available_apps) {
    const key = name.trim().toLowerCase();
    if (hidden.has(key)) continue;
    const entry = ENTRY_BY_APP_NAME[key];
    if (entry) wanted.add(entry);
  }
  if (user.new_field_placement_enabled) wanted.delete('placement_management');

  const external: Record<Exclude<AppEntryId, 'home'>, string | null> = {
    placement_management: user.integrations.field_placement.ui,
    program_applications: user.integrations.applications.ui,
    gateways: user.integrations.gateways.ui,
  };
  const entries: AppEntry[] = [];
  for (const id of ORDER) {
    const href = external[id];
    if (wanted.has(id) && href) entries.push({ id, href, newTab: true });
  }
  if (entries.length === 0) return [];
  return [{ id: 'home', href: user.home, newTab: false }, ...entries];
}

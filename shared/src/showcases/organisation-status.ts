import { type WebsiteAdminMessageKey } from '../messages/website-admin';

/** Organisation switches in website administration (spec 3 §4, §5, §8). */

/**
 * spec 3 §4: unchecking "active" asks for confirmation through the inactivate modal; checking it activates
 * at once.
 */
export function activeToggleAction(nextActive: boolean): 'activate' | 'confirm-inactivate' {
  return nextActive ? 'activate' : 'confirm-inactivate';
}

/** spec 3 §4: maintenance mode toggles on or off. */
export function toggledMaintenanceMode(current: boolean): boolean {
  return !current;
}

/**
 * spec 3 §2, §4: placement management asks classic or new before activation. Nothing reads the choices yet:
 * the placement-management dialog will (its behaviour test arrives with it).
 */
export const PLACEMENT_MANAGEMENT_CHOICES = ['classic', 'new'] as const;
export type PlacementManagementChoice = (typeof PLACEMENT_MANAGEMENT_CHOICES)[number];

/** Activating placement management needs a choice; deactivating does not. */
export function placementManagementNeedsChoice(nextEnabled: boolean): boolean {
  return nextEnabled;
}

/** spec 3 §4: converting to campus portal (single sign-on type campus_portal) needs confirmation. */
export function ssoChangeNeedsConfirmation(
  nextSsoType: string | null | undefined,
  currentSsoType?: string | null,
): boolean {
  return nextSsoType === 'campus_portal' && currentSsoType !== 'campus_portal';
}

/**
 * spec 3 §4, §8: the feature-toggle page reloads after a change, whether it succeeded or failed. Nothing reads
 * it yet: the feature-toggle page will (its behaviour test arrives with it).
 */
export const FEATURE_TOGGLE_RELOADS_AFTER_CHANGE = true;

/**
 * Core data export (spec 3 §4): none or empty shows 'Click Export button to start the process'; created or
 * started is running (export disabled, a refresh control shown); finished shows a download link; a status
 * beginning with exception is an error and a retry is allowed. A status the spec does not list is treated as
 * none: export is offered again rather than blocked.
 */
export type CoreDataExportView =
  | { state: 'idle'; canExport: true; message: WebsiteAdminMessageKey }
  | { state: 'running'; canExport: false; showRefresh: true }
  | { state: 'finished'; canExport: true; downloadUrl: string | null }
  | { state: 'error'; canExport: true; canRetry: true };

export function coreDataExportView(
  exportStatus: { status?: string | null; public_url?: string | null } | null | undefined,
): CoreDataExportView {
  const status = (exportStatus?.status ?? '').trim();
  if (status === 'created' || status === 'started') return { state: 'running', canExport: false, showRefresh: true };
  if (status === 'finished')
    return { state: 'finished', canExport: true, downloadUrl: exportStatus?.public_url ?? null };
  if (status.startsWith('exception')) return { state: 'error', canExport: true, canRetry: true };
  return { state: 'idle', canExport: true, message: 'website_admin.core_export.idle' };
}

import { message } from '../messages/index';
import {
  activeToggleAction,
  coreDataExportView,
  placementManagementNeedsChoice,
  ssoChangeNeedsConfirmation,
  toggledMaintenanceMode,
} from './organisation-status';

describe('organisation switches (spec 3 §4)', () => {
  it.each([
    [true, 'activate'],
    [false, 'confirm-inactivate'],
  ])('setting active to %s → %s', (next, action) => {
    expect(activeToggleAction(next)).toBe(action);
  });

  it.each([
    [true, false],
    [false, true],
  ])('maintenance mode %s toggles to %s', (current, next) => {
    expect(toggledMaintenanceMode(current)).toBe(next);
  });

  it('asks classic or new before activating placement management', () => {
    expect(placementManagementNeedsChoice(true)).toBe(true);
    expect(placementManagementNeedsChoice(false)).toBe(false);
  });

  it.each([
    ['campus_portal', 'saml', true],
    ['campus_portal', undefined, true],
    ['campus_portal', 'campus_portal', false],
    ['saml', null, false],
  ])('changing SSO to %s from %s needs confirmation: %s', (next, current, confirm) => {
    expect(ssoChangeNeedsConfirmation(next, current)).toBe(confirm);
  });
});

describe('core data export status (spec 3 §4)', () => {
  it.each([
    [null, 'idle'],
    [{ status: 'none' }, 'idle'],
    [{ status: '' }, 'idle'],
    [{ status: 'paused' }, 'idle'],
    [{ status: 'created' }, 'running'],
    [{ status: 'started' }, 'running'],
    [{ status: 'finished', public_url: 'https://s3/export.zip' }, 'finished'],
    [{ status: 'exception' }, 'error'],
    [{ status: 'exception: timeout' }, 'error'],
  ])('%j is %s', (exportStatus, state) => {
    expect(coreDataExportView(exportStatus).state).toBe(state);
  });

  it('disables export and shows refresh while running, and gives the link when finished', () => {
    expect(coreDataExportView({ status: 'started' })).toEqual({
      state: 'running',
      canExport: false,
      showRefresh: true,
    });
    expect(coreDataExportView({ status: 'finished', public_url: 'https://s3/e.zip' })).toEqual({
      state: 'finished',
      canExport: true,
      downloadUrl: 'https://s3/e.zip',
    });
    expect(coreDataExportView({ status: 'finished' })).toMatchObject({ downloadUrl: null });
    expect(coreDataExportView({ status: 'exception' })).toEqual({ state: 'error', canExport: true, canRetry: true });
  });

  it('says "Click Export button to start the process" before any export', () => {
    const view = coreDataExportView(undefined);
    expect(view.state === 'idle' && message(view.message)).toBe('Click Export button to start the process');
  });
});

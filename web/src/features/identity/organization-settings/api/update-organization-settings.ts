import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateOrganizationSettings as updateOrganizationSettingsContract,
  type OrganizationSettings,
} from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { currentUserKeys } from '../../../../lib/current-user';

/** PUT /api/organizations/{id}/settings (admins, their current organization only; ADR 0014). */
export const updateOrganizationSettings = (organizationId: string, settings: OrganizationSettings) =>
  api(updateOrganizationSettingsContract, { path: { id: organizationId }, body: settings });

/**
 * Saves the organization's settings, then fetches the current user again: the shell reads the settings from
 * it (the password dialog's paste rule), so they apply at once.
 */
export function useUpdateOrganizationSettings(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizationSettings) => updateOrganizationSettings(organizationId, settings),
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserKeys.all }),
  });
}

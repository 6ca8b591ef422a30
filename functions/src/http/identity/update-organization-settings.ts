import { notFound, type updateOrganizationSettings } from '@tessera/shared';
import { setOrganisationSettings } from '../../db/identity/organisations';
import type { UseCase } from '../../lib/http/types';
import { organizationSettings } from './present';

/**
 * PUT /api/organizations/{id}/settings (ADR 0014): an organisation admin changes their current
 * organisation's settings (paste in new-password fields). Any other organisation's id is a 404: admins of
 * one organisation never learn whether another exists.
 */
export const updateOrganizationSettingsUseCase: UseCase<typeof updateOrganizationSettings> = async (
  { path, body },
  { actor },
) => {
  if (path.id !== actor.organisation.organizationId) throw notFound();
  const settings = { allowPasswordPaste: body.allow_password_paste };
  if (!(await setOrganisationSettings(path.id, settings))) throw notFound();
  return organizationSettings(settings);
};

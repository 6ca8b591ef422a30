import { notFound, type updateSystemPreference } from '@tessera/shared';
import { setFacultyDataPermission } from '../../db/identity/organisations';
import type { UseCase } from '../../lib/http/types';

/**
 * PUT /api/organizations/{id}/system-preference (spec 2 §3 system_preference, §6): an organisation admin decides
 * whether faculty read members' academic and demographic profile data. Another organisation's id is 404.
 */
export const updateSystemPreferenceUseCase: UseCase<typeof updateSystemPreference> = async (
  { path, body },
  { actor },
) => {
  if (path.id !== actor.organisation.organizationId) throw notFound();
  const { academic_data, demographic_data } = body.data_permission_for_faculty;
  const saved = await setFacultyDataPermission(path.id, {
    facultyAcademicData: academic_data,
    facultyDemographicData: demographic_data,
  });
  if (!saved) throw notFound();
  return { data_permission_for_faculty: { academic_data, demographic_data } };
};

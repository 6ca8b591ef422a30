import { getProfileResume } from '@tessera/shared';
import { api } from '../../../../lib/api-client';

/** GET /api/users/{id}/profile/resume: another member's resume as a fresh download link (faculty, admins). */
export function fetchProfileResume(userId: string) {
  return api(getProfileResume, { path: { id: userId } });
}

import { updateSection as updateSectionContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import type { SectionFields } from './create-section';

/** PUT /api/groups/{id} at the version read (a newer one: 409). */
export const updateSection = (id: string, version: number, fields: SectionFields) =>
  api(updateSectionContract, { path: { id }, body: { ...fields, version } });

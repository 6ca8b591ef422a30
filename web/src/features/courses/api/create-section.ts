import { createSection as createSectionContract, type sectionFieldsSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { api } from '../../../lib/api-client';

export type SectionFields = z.infer<typeof sectionFieldsSchema>;

/** POST /api/group-templates/{id}/groups: a new section of the course. */
export const createSection = (courseId: string, fields: SectionFields) =>
  api(createSectionContract, { path: { id: courseId }, body: fields });

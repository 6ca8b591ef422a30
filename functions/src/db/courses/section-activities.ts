import { putItem } from '../items';
import { sectionActivityEntity, type SectionActivity } from './entities/section-activity';

/** A section's activity written as a section owner changed it (its template), at the dates version it holds. */
export async function putSectionActivity(activity: SectionActivity): Promise<void> {
  await putItem(sectionActivityEntity, activity);
}

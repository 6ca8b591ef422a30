import type { ExtractScope } from '../scope';
import { readSectionRoster } from '../../../ports/courses';

/** A person of the extract's sections, as the section names them. */
export interface SectionPerson {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** People handed over at a time: one BatchGetItem of 100 keys per record kind a batch reads. */
export const PEOPLE_BATCH = 100;

/**
 * The people of the extract's sections, each once, in batches of PEOPLE_BATCH (docs/extracts.md "Which people"):
 * every section's owners and members of every role, as the sections are walked (a section's `MEMBER#` Query).
 * The ids already handed over are kept (a set of ids, never their records), so a person in several sections is
 * one row; a batch is read and written before the walk goes on.
 */
export async function* peopleOfSections({ job, sections }: ExtractScope): AsyncGenerator<SectionPerson[]> {
  const seen = new Set<string>();
  let batch: SectionPerson[] = [];
  for await (const { section } of sections()) {
    const { members } = await readSectionRoster(job.organizationId, section.groupId);
    const owners = section.owners.map((owner) => ({ ...owner, email: '' }));
    for (const person of [...owners, ...members]) {
      if (seen.has(person.userId)) continue;
      seen.add(person.userId);
      batch.push({
        userId: person.userId,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
      });
      if (batch.length >= PEOPLE_BATCH) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

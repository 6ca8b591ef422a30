import { organisationIdsPage } from '../db/identity/organisations';
import type { MigrationContext } from './types';

/** One page of one kind of item in an organisation: what it changed and where the next page starts. */
export type PageStep = (
  organizationId: string,
  cursor: string | null,
) => Promise<{ changed: number; cursor: string | null }>;

type Checkpoint = { kind: number; cursor: string | null } | 'done';

const parse = (saved: string | null): Checkpoint => {
  if (saved === 'done') return 'done';
  if (!saved) return { kind: 0, cursor: null };
  const at = saved.indexOf(':');
  return { kind: Number(saved.slice(0, at)), cursor: saved.slice(at + 1) || null };
};

async function migrateOrganisation(
  context: MigrationContext,
  organizationId: string,
  steps: readonly PageStep[],
): Promise<number> {
  let checkpoint = parse(await context.readCheckpoint(organizationId));
  let changed = 0;
  while (checkpoint !== 'done') {
    const { kind, cursor } = checkpoint;
    const step = steps[kind];
    if (!step) {
      checkpoint = 'done';
    } else {
      const page = await step(organizationId, cursor);
      changed += page.changed;
      checkpoint = page.cursor ? { kind, cursor: page.cursor } : { kind: kind + 1, cursor: null };
    }
    await context.saveCheckpoint(
      organizationId,
      checkpoint === 'done' ? 'done' : `${checkpoint.kind}:${checkpoint.cursor ?? ''}`,
    );
  }
  return changed;
}

/**
 * Runs `steps` (each a kind of item, a page at a time) over every organisation, resumably: per organisation it
 * saves, after each page, the kind it is on and where the next page starts (`<kind index>:<cursor>`, `done` at
 * the end), and the organisations' own listing cursor under `*`. `report` hears what each organisation changed.
 */
export async function eachOrganisationPages(
  context: MigrationContext,
  steps: readonly PageStep[],
  report: (organizationId: string, changed: number) => void,
): Promise<void> {
  const saved = await context.readCheckpoint('*');
  if (saved === 'done') return;
  let cursor: string | null = saved || null;
  do {
    const page = await organisationIdsPage(cursor);
    for (const organizationId of page.ids) {
      const changed = await migrateOrganisation(context, organizationId, steps);
      if (changed > 0) report(organizationId, changed);
    }
    cursor = page.cursor;
    await context.saveCheckpoint('*', cursor ?? 'done');
  } while (cursor);
}

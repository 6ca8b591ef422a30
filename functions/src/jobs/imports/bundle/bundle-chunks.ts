import type { ImportKind } from '@tessera/shared';
import { putObject, streamObject } from '../../../adapters/object-storage';

/**
 * The kinds a OneRoster bundle's entities are written by, in the order they are written (ADR 0030 "For the
 * job"): orgs as hierarchy nodes, academicSessions as terms, courses, classes as sections, users as accounts,
 * enrollments as section roles. Each entity's chunks are written by that kind's own writer (its importRows),
 * never a copy of its rules.
 */
export const BUNDLE_STEPS = ['import-hierarchy', 'terms', 'group-templates', 'groups', 'users', 'memberships'] as const;
export type BundleStep = (typeof BUNDLE_STEPS)[number];

export const isBundleStep = (kind: ImportKind): kind is BundleStep =>
  (BUNDLE_STEPS as readonly string[]).includes(kind);

/** One chunk of a bundle's run: the kind that writes it, the file its rows come from and their lines. */
export interface BundleChunk {
  chunk: number;
  kind: BundleStep;
  /** The bundle's file the rows were read from (orgs.csv): the error report names it beside each column. */
  file: string;
  firstLine: number;
  lastLine: number;
  rows: number;
}

const planKey = (organizationId: string, importId: string) =>
  `imports/${organizationId}/runs/${importId}/bundle-plan.json`;

/**
 * A bundle's chunks run one after the other (a section needs its course, a course its node): the split writes
 * the plan, sends the first chunk, and each chunk sends the next once it is recorded. Deterministic, so a
 * redelivered split rewrites the same object.
 */
export async function writeBundlePlan(organizationId: string, importId: string, chunks: readonly BundleChunk[]) {
  await putObject(
    planKey(organizationId, importId),
    new TextEncoder().encode(JSON.stringify(chunks)),
    'application/json',
  );
}

export async function readBundlePlan(organizationId: string, importId: string): Promise<BundleChunk[] | null> {
  const body = await streamObject(planKey(organizationId, importId));
  if (!body) return null;
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as BundleChunk[];
}

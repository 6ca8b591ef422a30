import * as z from 'zod/mini';
import { RUBRIC_STATES, rubricMaximum, rubricMode, type RubricDefinition } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { libraryKeyChanges } from '../../library-keys';
import { recordParts, recordSchema, type RecordOf } from '../../records';

/** Who wrote or sent a rubric, copied from their account so lists need no second read. */
const rubricPersonRecord = recordSchema(recordParts.person);
export type RubricPerson = RecordOf<typeof rubricPersonRecord>;

/** A transfer waiting on `toNodeId` (spec 2 §4): the rubric stays on `fromNodeId`, view-only, until then. */
const rubricTransferRecord = recordSchema(() =>
  z.object({
    fromNodeId: z.string(),
    toNodeId: z.string(),
    requestedBy: z.nullable(rubricPersonRecord()),
    requestedAt: z.string(),
  }),
);
export type RubricTransfer = RecordOf<typeof rubricTransferRecord>;

/**
 * Where an imported rubric came from (issue 21): the Canvas rubric CSV file (its name as uploaded), the Rubric
 * Name the rubric had in it, and when it was imported or last updated from such a file. A later import of a
 * file with that Rubric Name on the same node offers to update this rubric instead of making a copy.
 */
const rubricSourceRecord = recordSchema(() =>
  z.object({
    kind: z.literal('canvas_csv'),
    filename: z.string(),
    rubricName: z.string(),
    importedAt: z.string(),
  }),
);
export type RubricSource = RecordOf<typeof rubricSourceRecord>;

/** The definition as stored: everything of spec 1 §3's definition but the title, normalised. */
export type StoredRubricDefinition = Omit<RubricDefinition, 'title'>;

/**
 * A stored definition has the stored shape (levels, criteria and their grids, normalised on write by shared's
 * rubricDefinitionSchema, which is not read here: it would bring the rubrics' sentences into every Lambda that
 * touches a rubric).
 */
const storedDefinitionShape = recordSchema(() =>
  z.looseObject({
    levels: z.array(recordParts.json()),
    criterias: z.array(recordParts.json()),
    point: z.number(),
    weight: z.array(z.number()),
    enableNA: z.boolean(),
    points: z.array(z.array(z.number())),
    contents: z.array(z.array(z.string())),
    statements_mapping: recordParts.json(),
  }),
);
const storedDefinitionRecord = recordSchema(() =>
  z.custom<StoredRubricDefinition>((value) => storedDefinitionShape().safeParse(value).success, {
    message: 'not a stored rubric definition',
  }),
);

/**
 * What a list row shows of a definition (ADR 0028 §4), kept beside it and written by the same write that saves
 * the definition, so a list reads the library index's projection and never the definition.
 */
const rubricOutlineRecord = recordSchema(() =>
  z.object({
    mode: z.enum(['plain', 'score']),
    maximum: z.number(),
    levelsCount: z.number(),
    criteriaCount: z.number(),
  }),
);
export type RubricOutline = RecordOf<typeof rubricOutlineRecord>;

/** The outline of a definition (shared's rules for mode and maximum). */
export function outlineOf(definition: StoredRubricDefinition): RubricOutline {
  return {
    mode: rubricMode(definition),
    maximum: rubricMaximum(definition),
    levelsCount: definition.levels.length,
    criteriaCount: definition.criterias.length,
  };
}

/**
 * A rubric (spec 2 §3 "Rubric"; its definition, spec 1 §3) on a hierarchy node, or the organisation's default
 * rubric (spec 1 §9; `nodeId` null). One item holds the whole definition (limits in shared keep it far below
 * 400 KB). `statementSetIds` are the statement sets its alignment reaches: each counts the rubric in its
 * `referenceCount`, so a set in use cannot be deleted. `usageCount` counts the templates and activities using
 * it (through ports/rubrics.ts); unpublishing, saving a published rubric and deleting need it at 0.
 * `version` guards every change a person makes (a stale one is a 409); uses do not change it.
 *
 * Indexes: byRelation lists a node's rubrics (`ORG#<orgId>#RUBRICS#NODE#<nodeId>`; the default rubric has no
 * node); byListing lists the usable ones, published and default (`ORG#<orgId>#RUBRICS#USABLE`), for
 * GET /api/rubrics/active; byLibraryTitle and byLibraryRecent list a node's rubrics in the two orders of spec 2
 * §9 (db/library-keys.ts), projected to the listing attributes (`RubricListing`). All are written with the record
 * and kept by every change of node, state, title or `updatedAt`.
 */
export const rubricRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    rubricId: z.string(),
    nodeId: z.nullable(z.string()),
    title: z.string(),
    state: z.enum(RUBRIC_STATES),
    definition: storedDefinitionRecord(),
    statementSetIds: z.array(z.string()),
    /** The nodes those statement sets hang on: a move or transfer keeps the rubric where they are reachable. */
    alignmentNodeIds: z.array(z.string()),
    author: z.nullable(rubricPersonRecord()),
    transfer: z.nullable(rubricTransferRecord()),
    /** Set by a Canvas CSV import; null (or absent, read as null) for rubrics made here, copies included. */
    source: z.optional(z.nullable(rubricSourceRecord())),
    /** The definition's outline; absent on items older than ADR 0028 until migration 0028-library-indexes. */
    outline: z.optional(z.nullable(rubricOutlineRecord())),
    usageCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Rubric = RecordOf<typeof rubricRecord>;

export const nodeRubricsPartition = (organizationId: string, nodeId: string): string =>
  `ORG#${organizationId}#RUBRICS#NODE#${nodeId}`;
export const usableRubricsPartition = (organizationId: string): string => `ORG#${organizationId}#RUBRICS#USABLE`;

/** What a rubric item holds when a field is absent (the rubric and its waiting transfer copy alike). */
export const RUBRIC_DEFAULTS = {
  nodeId: null,
  statementSetIds: [],
  alignmentNodeIds: [],
  author: null,
  transfer: null,
  source: null,
  usageCount: 0,
  version: 1,
} satisfies Partial<Rubric>;

/** The fields a rubric list reads from the library indexes' projection (table-definition.ts). */
export const RUBRIC_LISTING_FIELDS = [
  'organizationId',
  'rubricId',
  'nodeId',
  'title',
  'state',
  'author',
  'transfer',
  'source',
  'usageCount',
  'version',
  'createdAt',
  'updatedAt',
  'outline',
] as const satisfies readonly (keyof Rubric)[];
export type RubricListing = Pick<Rubric, (typeof RUBRIC_LISTING_FIELDS)[number]>;

/** The index keys a rubric has in its state and place (absent keys: not in that index). */
export function rubricIndexKeys(
  rubric: Pick<Rubric, 'organizationId' | 'rubricId' | 'nodeId' | 'state' | 'title' | 'updatedAt'>,
) {
  return {
    ...libraryKeyChanges('RUBRICS', { ...rubric, id: rubric.rubricId }),
    gsi1pk: rubric.nodeId ? nodeRubricsPartition(rubric.organizationId, rubric.nodeId) : undefined,
    gsi1sk: rubric.nodeId ? `RUBRIC#${rubric.rubricId}` : undefined,
    gsi2pk:
      rubric.state === 'published' || rubric.state === 'default'
        ? usableRubricsPartition(rubric.organizationId)
        : undefined,
    gsi2sk: rubric.state === 'published' || rubric.state === 'default' ? `RUBRIC#${rubric.rubricId}` : undefined,
  };
}

export const rubricEntity = defineEntity<Rubric>()({
  name: 'rubric',
  keyFields: ['organizationId', 'rubricId'],
  key: ({ organizationId, rubricId }) => ({ pk: `ORG#${organizationId}`, sk: `RUBRIC#${rubricId}` }),
  indexes: (rubric) => {
    const keys = rubricIndexKeys(rubric);
    return Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined && value !== null));
  },
  defaults: RUBRIC_DEFAULTS,
  record: rubricRecord,
});

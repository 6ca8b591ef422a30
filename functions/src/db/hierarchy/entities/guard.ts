import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A uniqueness guard: one item per value that must be unique within a scope, written with
 * `attribute_not_exists` in the same transaction as the record it guards. Scopes: `NODE_NAME#<parentId>`
 * (folder names among siblings), `ROOT_SLOT` (the 2 top-level folders), `ITEM#<kind>#<nodeId>` (label, site,
 * site category and log category names in a node), `TERM_NAME`, `TERM_CODE`, `GROUP_CODE`. `value` is the
 * name's comparison key (nameKey: normalised, case-folded); `ownerId` the record holding it.
 */
export const guardRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    scope: z.string(),
    value: z.string(),
    ownerId: z.string(),
  }),
);
export type Guard = RecordOf<typeof guardRecord>;

export const guardEntity = defineEntity<Guard>()({
  name: 'hierarchyGuard',
  keyFields: ['organizationId', 'scope', 'value'],
  key: ({ organizationId, scope, value }) => ({ pk: `ORG#${organizationId}`, sk: `UNIQUE#${scope}#${value}` }),
  record: guardRecord,
});

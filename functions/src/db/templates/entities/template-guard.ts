import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A uniqueness guard of the templates context, written with `attribute_not_exists` in the same transaction as
 * the record it guards. Scopes: `TEMPLATE_NAME` (template titles in the organisation), `TEMPLATE_FOLDER#<nodeId>`
 * (folder names in a node). `value` is the name's comparison key (nameKey), or its sha256 when too long for
 * a sort key; `ownerId` the record holding it.
 */
export const templateGuardRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    scope: z.string(),
    value: z.string(),
    ownerId: z.string(),
  }),
);
export type TemplateGuard = RecordOf<typeof templateGuardRecord>;

export const templateGuardEntity = defineEntity<TemplateGuard>()({
  name: 'templateGuard',
  keyFields: ['organizationId', 'scope', 'value'],
  key: ({ organizationId, scope, value }) => ({ pk: `ORG#${organizationId}`, sk: `UNIQUE#${scope}#${value}` }),
  record: templateGuardRecord,
});

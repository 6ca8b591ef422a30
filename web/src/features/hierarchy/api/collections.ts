import { labelContracts, logCategoryContracts, siteCategoryContracts, siteContracts } from '@tessera/shared';

/**
 * The four collections that hang on a node with the same shape (spec 2 §3): labels (subjects), site
 * categories, sites and log categories. Each has list/create under a node and update/delete by id.
 */
export const collections = {
  label: labelContracts,
  siteCategory: siteCategoryContracts,
  site: siteContracts,
  logCategory: logCategoryContracts,
} as const;

export type CollectionKind = keyof typeof collections;

/** What the screens read of an item: every collection's item is a named item, sites and log categories add a little. */
export interface CollectionItem {
  id: string;
  name: string;
  node_id: string;
  site_category?: { id: string; name: string } | null;
  is_referenced?: boolean;
}

/** What the forms send: a name, and for a site its category. */
export interface CollectionItemInput {
  name: string;
  site_category_id?: string | null;
}

/** What a label, site category or log category sends: its name (only a site has more). */
export const nameOf = (input: CollectionItemInput) => ({ name: input.name });

/** What a site sends: its name and category. */
export const siteBodyOf = (input: CollectionItemInput) => ({
  name: input.name,
  site_category_id: input.site_category_id ?? null,
});

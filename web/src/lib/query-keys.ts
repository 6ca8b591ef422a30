/**
 * The keys of the resources more than one feature reads (docs/architecture.md §8 "One key per resource"). Each
 * resource is cached under one key whichever screen reads it, so a change made on one screen is what every other
 * screen shows: a term created on the terms page is in the section dialog's term list at once, not after its
 * copy under another key goes stale. Features never import each other, so these factories live here; the
 * feature named beside each one owns the resource (its query options read it, its mutations change it), and
 * every mutation that changes a resource, in whichever feature, invalidates or sets its key. A resource only
 * one feature reads keeps its key in that feature's `api/keys.ts`.
 *
 * Same key, same data: whoever reads under one of these keys stores the contract's answer as it comes (a
 * screen that wants part of it uses `select`).
 */
export const resourceKeys = {
  /** GET /api/users/{id}/portfolios/{portfolioId} (owner: portfolios; read by assessment, the app's timeline tab). */
  portfolios: () => ['portfolio'] as const,
  portfolio: (ownerId: string, portfolioId: string, actionAs?: string) =>
    [...resourceKeys.portfolios(), ownerId, portfolioId, actionAs ?? ''] as const,
  /** GET /api/users/{id}/portfolios/timeline (owner: portfolios; read by the app's timeline tab). */
  timeline: (ownerId: string) => ['timeline', ownerId] as const,
  timelinePage: (ownerId: string, page: number) => [...resourceKeys.timeline(ownerId), page] as const,
  /**
   * Every list of templates, whichever feature reads it (owner: templates, whose every change invalidates this
   * prefix): the library's own pages, and the node's published templates and homepage templates courses offer
   * in its dialogs (a template published, unpublished, moved or deleted is offered, or not, at once).
   */
  templateLists: () => ['template-lists'] as const,
  nodeTemplates: (nodeId: string) => [...resourceKeys.templateLists(), 'node', nodeId] as const,
  homepageTemplates: (nodeId: string) => [...resourceKeys.templateLists(), 'homepage', nodeId] as const,
  /** GET /api/templates/{id} (owner: templates; read by courses for an activity's template). */
  template: (id: string) => ['template', id] as const,
  /** GET /api/rubrics/{id} (owner: rubrics; read by assessment). */
  rubric: (id: string) => ['rubric', id] as const,
  /** GET /api/hierarchy: the nodes the caller may reach (owner: hierarchy; read by templates' move and transfer). */
  hierarchy: () => ['hierarchy', 'tree'] as const,
  /** GET /api/terms (owner: terms; read by courses' section dialog). */
  terms: () => ['terms'] as const,
  /**
   * GET /api/rubrics/statement-sets?node: the sets of a node and the nodes above it (owner: rubrics; read by
   * templates; changed by hierarchy's statement-set mutations, which invalidate every node's, since a set on one
   * node is listed for every node below it).
   */
  alignableStatementSets: () => ['alignable-statement-sets'] as const,
  alignableStatementSetsOf: (nodeId: string) => [...resourceKeys.alignableStatementSets(), nodeId] as const,
  /**
   * GET /api/imports?kind= and GET /api/imports/{id} (owner: lib/import-jobs.ts, read by the import pages and,
   * next, the hierarchy tabs' and the section's uploads). A log's sentences (its details and error codes) are
   * worded in the language asked, so the language is part of the key.
   */
  importLogs: () => ['import-logs'] as const,
  importLogList: (kind: string, locale: string) => [...resourceKeys.importLogs(), 'list', kind, locale] as const,
  importLog: (id: string, locale: string) => [...resourceKeys.importLogs(), 'log', id, locale] as const,
};

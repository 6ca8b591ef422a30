import * as z from 'zod/mini';
import { THEME_TYPES } from '../../templates/template-themes';
import { defineContract } from '../contract';
import { idSchema } from '../identity/schemas';
import {
  acceptTemplateTransferBodySchema,
  createTemplateBodySchema,
  createTemplateFolderBodySchema,
  moveTemplateBodySchema,
  renameTemplateFolderBodySchema,
  templateChangeSchema,
  templateFolderSchema,
  templateHistorySchema,
  templateListQuerySchema,
  templateMoveCheckSchema,
  templateNodeBodySchema,
  templatePageListSchema,
  templatePathSchema,
  templateSchema,
  templateSnapshotListQuerySchema,
  templateSnapshotListSchema,
  templateSummarySchema,
  templateThemeFieldsSchema,
  templateThemeSchema,
  templateVersionBodySchema,
  templateVersionQuerySchema,
  themeFrameSchema,
  updateTemplateBodySchema,
  updateTemplateThemeBodySchema,
  workflowListQuerySchema,
  workflowSchema,
} from './schemas';

/**
 * The template library on hierarchy nodes, template folders, template themes and the workflow catalogue
 * (spec 1 §2–6, spec 2 §2–9, spec 3 §2, §5). The spec's paths are kept (POST /api/templates,
 * PUT /api/templates/{id}, GET /api/workflows?assessment&type, GET /api/workflows/{id}); the rest are REST
 * paths in the same style. Managing templates is for admins, with node authority checked per node; reading
 * one published template, the themes and the workflows is for everyone in the organisation. Every change
 * names the version it read (a stale one is a 409). docs/adr/0016-template-library.md.
 */
const ADMINS = ['admin', 'root_admin'] as const;

export const listTemplates = defineContract({
  id: 'templates.listTemplates',
  context: 'templates',
  method: 'GET',
  path: '/api/templates',
  audience: ADMINS,
  summary:
    'The templates of a node the caller administers and the transfers waiting there, with the node’s template folders; searched, filtered by folder, paged (spec 2 §2).',
  request: { query: templateListQuerySchema },
  response: templatePageListSchema,
});

export const listHomepageTemplates = defineContract({
  id: 'templates.listHomepageTemplates',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/homepage',
  audience: ADMINS,
  summary: 'Published group homepage templates usable at a node: those of the node and of the nodes above it.',
  request: { query: z.object({ node: idSchema }) },
  response: z.object({ items: z.array(templateSummarySchema) }),
});

export const getTemplate = defineContract({
  id: 'templates.getTemplate',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/{id}',
  audience: 'authenticated',
  summary:
    'A template with its page_templates, component_configuration, data_templates and content. Unpublished ones only for admins of its node.',
  request: { path: templatePathSchema },
  response: templateSchema,
});

export const createTemplate = defineContract({
  id: 'templates.createTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates',
  audience: ADMINS,
  summary: 'Create a template on a node (the editor’s first save); every configuration rule is checked.',
  successStatus: 201,
  request: { body: createTemplateBodySchema },
  response: templateSchema,
});

export const updateTemplate = defineContract({
  id: 'templates.updateTemplate',
  context: 'templates',
  method: 'PUT',
  path: '/api/templates/{id}',
  audience: ADMINS,
  summary: 'Save a template (the editor’s later saves) at the version read; a new eportfolio template becomes draft.',
  request: { path: templatePathSchema, body: updateTemplateBodySchema },
  response: templateSchema,
});

export const copyTemplate = defineContract({
  id: 'templates.copyTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/copy',
  audience: ADMINS,
  summary:
    'Copy a template the caller sees onto a node the caller administers (its own by default), as a new template.',
  successStatus: 201,
  request: {
    path: templatePathSchema,
    body: z.object({ node_id: z.optional(idSchema), title: z.optional(z.string().check(z.maxLength(255))) }),
  },
  response: templateChangeSchema,
});

export const checkTemplateDeletable = defineContract({
  id: 'templates.checkTemplateDeletable',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/{id}/deletable',
  audience: ADMINS,
  summary: 'Whether a template may be deleted (is_deletable), and the sentence of the error modal when not.',
  request: { path: templatePathSchema },
  response: z.object({ is_deletable: z.boolean(), message: z.nullable(z.string()) }),
});

export const deleteTemplate = defineContract({
  id: 'templates.deleteTemplate',
  context: 'templates',
  method: 'DELETE',
  path: '/api/templates/{id}',
  audience: ADMINS,
  summary: 'Delete a template that is not published and that no course or activity uses; its rubric uses are released.',
  request: { path: templatePathSchema, query: templateVersionQuerySchema },
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const publishTemplate = defineContract({
  id: 'templates.publishTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/publish',
  audience: ADMINS,
  summary: 'Publish a template, remembering the state it had.',
  request: { path: templatePathSchema, body: templateVersionBodySchema },
  response: templateChangeSchema,
});

export const unpublishTemplate = defineContract({
  id: 'templates.unpublishTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/unpublish',
  audience: ADMINS,
  summary:
    'Unpublish a template: it returns to the state it had before publishing; its row replaces the published one.',
  request: { path: templatePathSchema, body: templateVersionBodySchema },
  response: templateChangeSchema,
});

export const checkTemplateMove = defineContract({
  id: 'templates.checkTemplateMove',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/{id}/move-check',
  audience: ADMINS,
  summary:
    'Whether a template can move to a node (can_move), and the rubrics that node cannot reach, with their node and why: moving then needs confirm.',
  // `node` is required; it is checked after the template is found, so an unseen template is 404 first.
  request: { path: templatePathSchema, query: z.object({ node: z.optional(idSchema) }) },
  response: templateMoveCheckSchema,
});

export const moveTemplate = defineContract({
  id: 'templates.moveTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/move',
  audience: ADMINS,
  summary:
    'Move a template to another node the caller administers; with confirm, the rubric components the node cannot reach are removed in the same write.',
  request: { path: templatePathSchema, body: moveTemplateBodySchema },
  response: templateChangeSchema,
});

export const transferTemplate = defineContract({
  id: 'templates.transferTemplate',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/transfer',
  audience: ADMINS,
  summary:
    'Offer a template to another node of the organisation; it stays view-only until that node accepts or rejects it.',
  request: { path: templatePathSchema, body: templateNodeBodySchema },
  response: templateChangeSchema,
});

export const acceptTemplateTransfer = defineContract({
  id: 'templates.acceptTemplateTransfer',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/accept',
  audience: ADMINS,
  summary:
    'Accept a template transferred to a node the caller administers (confirm, as for a move, when the node cannot reach its rubrics).',
  request: { path: templatePathSchema, body: acceptTemplateTransferBodySchema },
  response: templateChangeSchema,
});

export const rejectTemplateTransfer = defineContract({
  id: 'templates.rejectTemplateTransfer',
  context: 'templates',
  method: 'POST',
  path: '/api/templates/{id}/reject',
  audience: ADMINS,
  summary: 'Reject a transfer (receiving node) or withdraw it (sending node): the template stays where it was.',
  request: { path: templatePathSchema, body: templateVersionBodySchema },
  response: templateChangeSchema,
});

export const listTemplateHistories = defineContract({
  id: 'templates.listTemplateHistories',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/{id}/histories',
  audience: ADMINS,
  summary:
    'A template’s activity histories: who did what and when, newest first, with the history roles in the spec’s order.',
  request: { path: templatePathSchema },
  response: templateHistorySchema,
});

export const listTemplateFolders = defineContract({
  id: 'templates.listTemplateFolders',
  context: 'templates',
  method: 'GET',
  path: '/api/template-folders',
  audience: ADMINS,
  summary: 'The template folders of a node the caller administers.',
  request: { query: z.object({ node: idSchema }) },
  response: z.object({ items: z.array(templateFolderSchema) }),
});

export const createTemplateFolder = defineContract({
  id: 'templates.createTemplateFolder',
  context: 'templates',
  method: 'POST',
  path: '/api/template-folders',
  audience: ADMINS,
  summary: 'Create a template folder on a node; the name may not be blank nor another folder’s of the node (any case).',
  successStatus: 201,
  request: { body: createTemplateFolderBodySchema },
  response: templateFolderSchema,
});

export const renameTemplateFolder = defineContract({
  id: 'templates.renameTemplateFolder',
  context: 'templates',
  method: 'PUT',
  path: '/api/template-folders/{id}',
  audience: ADMINS,
  summary: 'Rename a template folder, with the same name rules.',
  request: { path: templatePathSchema, body: renameTemplateFolderBodySchema },
  response: templateFolderSchema,
});

export const deleteTemplateFolder = defineContract({
  id: 'templates.deleteTemplateFolder',
  context: 'templates',
  method: 'DELETE',
  path: '/api/template-folders/{id}',
  audience: ADMINS,
  summary: 'Delete an empty template folder.',
  request: { path: templatePathSchema, query: templateVersionQuerySchema },
  response: z.object({ ok: z.literal(true) }),
});

export const listTemplateThemes = defineContract({
  id: 'templates.listTemplateThemes',
  context: 'templates',
  method: 'GET',
  path: '/api/template-themes',
  audience: 'authenticated',
  summary: 'The organisation’s template themes, oldest first; the last one is the default.',
  response: z.object({ items: z.array(templateThemeSchema) }),
});

export const createTemplateTheme = defineContract({
  id: 'templates.createTemplateTheme',
  context: 'templates',
  method: 'POST',
  path: '/api/template-themes',
  audience: ADMINS,
  summary: 'Create a template theme; it becomes the organisation’s default.',
  successStatus: 201,
  request: { body: templateThemeFieldsSchema },
  response: templateThemeSchema,
});

export const updateTemplateTheme = defineContract({
  id: 'templates.updateTemplateTheme',
  context: 'templates',
  method: 'PUT',
  path: '/api/template-themes/{id}',
  audience: ADMINS,
  summary: 'Change a template theme at the version read.',
  request: { path: templatePathSchema, body: updateTemplateThemeBodySchema },
  response: templateThemeSchema,
});

export const deleteTemplateTheme = defineContract({
  id: 'templates.deleteTemplateTheme',
  context: 'templates',
  method: 'DELETE',
  path: '/api/template-themes/{id}',
  audience: ADMINS,
  summary: 'Delete a template theme; templates that named it show the default one.',
  request: { path: templatePathSchema, query: templateVersionQuerySchema },
  response: z.object({ ok: z.literal(true) }),
});

export const getThemeFrame = defineContract({
  id: 'templates.getThemeFrame',
  context: 'templates',
  method: 'GET',
  path: '/api/themes/{themeType}',
  audience: 'authenticated',
  summary:
    'What the theme frame /themes/{themeType}?with_form=true draws: the theme’s palettes, the organisation’s default template theme and, with with_form, a sample form.',
  request: {
    path: z.object({ themeType: z.enum(THEME_TYPES) }),
    query: z.object({
      with_form: z.optional(z.enum(['true', 'false'])),
      t: z.optional(z.string().check(z.maxLength(32))),
    }),
  },
  response: themeFrameSchema,
});

export const listWorkflows = defineContract({
  id: 'templates.listWorkflows',
  context: 'templates',
  method: 'GET',
  path: '/api/workflows',
  audience: 'authenticated',
  summary:
    'The template workflows (spec 1 §3), filtered by assessment and template kind, with their editor steps, states, preview roles and limits.',
  request: { query: workflowListQuerySchema },
  response: z.object({ items: z.array(workflowSchema) }),
});

export const getWorkflow = defineContract({
  id: 'templates.getWorkflow',
  context: 'templates',
  method: 'GET',
  path: '/api/workflows/{id}',
  audience: 'authenticated',
  summary: 'One workflow with its editor steps, states, preview roles and limits.',
  request: { path: z.object({ id: idSchema }) },
  response: workflowSchema,
});

export const listTemplateSnapshots = defineContract({
  id: 'templates.listTemplateSnapshots',
  context: 'templates',
  method: 'GET',
  path: '/api/templates/{id}/snapshots',
  audience: ADMINS,
  summary:
    'The template’s published versions, newest first, each with how many portfolios run it (25 a page, `cursor` for the next). Admins of its node only.',
  request: { path: templatePathSchema, query: templateSnapshotListQuerySchema },
  response: templateSnapshotListSchema,
});

export const templatesContracts = [
  listTemplates,
  listHomepageTemplates,
  getTemplate,
  createTemplate,
  updateTemplate,
  copyTemplate,
  checkTemplateDeletable,
  deleteTemplate,
  publishTemplate,
  unpublishTemplate,
  checkTemplateMove,
  moveTemplate,
  transferTemplate,
  acceptTemplateTransfer,
  rejectTemplateTransfer,
  listTemplateHistories,
  listTemplateFolders,
  createTemplateFolder,
  renameTemplateFolder,
  deleteTemplateFolder,
  listTemplateThemes,
  createTemplateTheme,
  updateTemplateTheme,
  deleteTemplateTheme,
  getThemeFrame,
  listWorkflows,
  getWorkflow,
  listTemplateSnapshots,
] as const;

/**
 * A template's life through the HTTP API (spec 2 §2, §4, §8; spec 3 §2, §5): publish and unpublish (the
 * previous state remembered), copy, delete with its is_deletable check, move with its check and the
 * confirmation for rubrics the node cannot reach (those components removed, their uses released), transfers
 * and their races, activity histories, template folders, template themes, the theme frame and workflows.
 */
import {
  acceptTemplateTransfer,
  checkRubricUnpublishable,
  checkTemplateDeletable,
  checkTemplateMove,
  copyTemplate,
  createTemplateFolder,
  createTemplateTheme,
  deleteNode,
  deleteTemplate,
  deleteTemplateFolder,
  deleteTemplateTheme,
  getTemplate,
  getThemeFrame,
  getWorkflow,
  listHomepageTemplates,
  listTemplateFolders,
  listTemplateHistories,
  listTemplates,
  listTemplateThemes,
  listWorkflows,
  moveTemplate,
  publishTemplate,
  rejectTemplateTransfer,
  renameTemplateFolder,
  transferTemplate,
  unpublishTemplate,
  updateTemplate,
  updateTemplateTheme,
  type TemplateSummary,
} from '@tessera/shared';
import { recordTemplateUse, releaseTemplateUse } from '../../src/ports/templates';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { invoke } from '../support/invoke';
import {
  createdTemplate,
  freshDemoFolder,
  publishedRubricOn,
  supervisedPages,
  templateBody,
  uniqueName,
  type ErrorBody,
  type Template,
} from './support';

type Change = { template: TemplateSummary; message: string } & ErrorBody;
const act = (contract: typeof publishTemplate, id: string, body: Record<string, unknown>) =>
  invoke<Change>(contract, { as: 'admin', path: { id }, body });
const unpublishable = async (rubricId: string) =>
  ((await invoke(checkRubricUnpublishable, { as: 'admin', path: { id: rubricId } })).body as { unpublishable: boolean })
    .unpublishable;

describe('publish and unpublish (spec 2 §4)', () => {
  it('remembers the previous state, and the unpublished row replaces the published one', async () => {
    const folder = await freshDemoFolder();
    const template = await createdTemplate(folder.id, uniqueName('Publish'));
    const published = await act(publishTemplate, template.id, { version: 1 });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(`${template.title} has been published.`);
    expect(published.body.template).toMatchObject({
      state: 'published',
      previous_state: 'created',
      can_unpublish: true,
    });
    expect((await act(publishTemplate, template.id, { version: 2 })).body.code).toBe('templates.wrong_state');
    const unpublished = await act(unpublishTemplate, template.id, { version: 2 });
    expect(unpublished.body.template).toMatchObject({ id: template.id, state: 'created', version: 3 });
    const list = await invoke<{ items: TemplateSummary[] }>(listTemplates, { as: 'admin', query: { node: folder.id } });
    expect(list.body.items).toEqual([expect.objectContaining({ id: template.id, state: 'created' })]);
  });

  it('publishes at the version read only (stale: 409)', async () => {
    const folder = await freshDemoFolder();
    const template = await createdTemplate(folder.id, uniqueName('Stale publish'));
    await invoke(updateTemplate, {
      as: 'admin',
      path: { id: template.id },
      body: templateBody(template.title, { version: 1 }),
    });
    expect((await act(publishTemplate, template.id, { version: 1 })).body.code).toBe('templates.stale');
  });
});

describe('delete with its is_deletable check (spec 2 §7, §8)', () => {
  it('refuses a published template and one in use, then deletes it and releases its rubric use', async () => {
    const folder = await freshDemoFolder();
    const rubricId = await publishedRubricOn(folder.id);
    const template = await createdTemplate(folder.id, uniqueName('Delete'), {
      page_templates: supervisedPages(rubricId),
    });
    await act(publishTemplate, template.id, { version: 1 });
    const check = () => invoke(checkTemplateDeletable, { as: 'admin', path: { id: template.id } });
    expect((await check()).body).toEqual({
      is_deletable: false,
      message: 'A published Template cannot be deleted. Unpublish it first.',
    });
    const remove = (version: number) =>
      invoke<ErrorBody>(deleteTemplate, {
        as: 'admin',
        path: { id: template.id },
        query: { version: String(version) },
      });
    expect((await remove(2)).body.code).toBe('templates.delete.published');
    expect(await recordTemplateUse('org_demo', template.id)).toBe('used');
    await act(unpublishTemplate, template.id, { version: 2 });
    expect((await check()).body).toEqual({
      is_deletable: false,
      message: 'This Template cannot be deleted because courses or activities use it.',
    });
    expect(await releaseTemplateUse('org_demo', template.id)).toBe('released');
    expect((await check()).body).toEqual({ is_deletable: true, message: null });
    expect(await unpublishable(rubricId)).toBe(false);
    expect((await remove(3)).status).toBe(200);
    expect((await invoke(getTemplate, { as: 'admin', path: { id: template.id } })).status).toBe(404);
    expect(await unpublishable(rubricId)).toBe(true);
    // Its title is free again.
    await createdTemplate(folder.id, template.title);
  });
});

describe('copy (spec 2 §2)', () => {
  it('copies as a new template titled "(copy)", to a child node, taking its own rubric use', async () => {
    const folder = await freshDemoFolder();
    const child = await freshDemoFolder(folder.id);
    const rubricId = await publishedRubricOn(folder.id);
    const template = await createdTemplate(folder.id, uniqueName('Copy'), {
      page_templates: supervisedPages(rubricId),
    });
    const copied = await invoke<Change>(copyTemplate, {
      as: 'admin',
      path: { id: template.id },
      body: { node_id: child.id },
    });
    expect(copied.status).toBe(201);
    expect(copied.body.template).toMatchObject({
      title: `${template.title} (copy)`,
      hierarchy_id: child.id,
      state: 'created',
      rubric_ids: [rubricId],
      components_count: 5,
    });
    const again = await invoke<Change>(copyTemplate, { as: 'admin', path: { id: template.id }, body: {} });
    expect(again.body.template.title).toBe(`${template.title} (copy 2)`);
    await invoke(deleteTemplate, { as: 'admin', path: { id: template.id }, query: { version: '1' } });
    await invoke(deleteTemplate, { as: 'admin', path: { id: again.body.template.id }, query: { version: '1' } });
    expect(await unpublishable(rubricId)).toBe(false);
  });
});

describe('move with its check and the rubric confirmation (spec 2 §4, §8)', () => {
  it('needs confirm for a node lacking the template’s rubrics, then removes those components in one write', async () => {
    const source = await freshDemoFolder();
    const target = await freshDemoFolder();
    const rubricId = await publishedRubricOn(source.id, 'Source Rubric');
    const template = await createdTemplate(source.id, uniqueName('Move'), {
      page_templates: supervisedPages(rubricId),
    });
    const check = await invoke<{ can_move: boolean; confirm_needed: boolean; message: string; rubrics: unknown[] }>(
      checkTemplateMove,
      { as: 'admin', path: { id: template.id }, query: { node: target.id } },
    );
    expect(check.body).toMatchObject({
      can_move: true,
      confirm_needed: true,
      message: `${target.text} cannot reach 1 Rubric this Template uses. Moving it removes those rubric components.`,
      rubrics: [
        {
          id: rubricId,
          title: 'Source Rubric',
          node: { id: source.id, text: source.text },
          reason: `Source Rubric belongs to ${source.text}, which is neither ${target.text} nor a node above it.`,
        },
      ],
    });
    const unconfirmed = await act(moveTemplate, template.id, { node_id: target.id, version: 1 });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('templates.move.confirm_needed');
    expect(await unpublishable(rubricId)).toBe(false);
    const moved = await act(moveTemplate, template.id, { node_id: target.id, version: 1, confirm: true });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(`${template.title} has been moved to ${target.text}.`);
    expect(moved.body.template).toMatchObject({ hierarchy_id: target.id, rubric_ids: [], components_count: 4 });
    const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: template.id } });
    expect(Object.keys(read.body.component_configuration)).not.toContain('rubric-1');
    expect(await unpublishable(rubricId)).toBe(true);
  });

  it('moves to a child node without confirmation (the rubric above is still reached), never to its own node', async () => {
    const source = await freshDemoFolder();
    const child = await freshDemoFolder(source.id);
    const rubricId = await publishedRubricOn(source.id);
    const template = await createdTemplate(source.id, uniqueName('Down'), {
      page_templates: supervisedPages(rubricId),
    });
    const same = await invoke<{ can_move: boolean; message: string }>(checkTemplateMove, {
      as: 'admin',
      path: { id: template.id },
      query: { node: source.id },
    });
    expect(same.body).toMatchObject({ can_move: false, message: 'This Template is already in this hierarchy node.' });
    const moved = await act(moveTemplate, template.id, { node_id: child.id, version: 1 });
    expect(moved.body.template).toMatchObject({ hierarchy_id: child.id, rubric_ids: [rubricId] });
  });
});

describe('transfers (spec 2 §2, §4)', () => {
  it('lists the transfer on the receiving node; of two accepts at once one wins', async () => {
    const source = await freshDemoFolder();
    const target = await freshDemoFolder();
    const template = await createdTemplate(source.id, uniqueName('Transfer'));
    const sent = await act(transferTemplate, template.id, { node_id: target.id, version: 1 });
    expect(sent.body.template).toMatchObject({ can_edit: false, can_accept: true, can_reject: true });
    const incoming = await invoke<{ items: TemplateSummary[] }>(listTemplates, {
      as: 'admin',
      query: { node: target.id },
    });
    expect(incoming.body.items).toEqual([expect.objectContaining({ id: template.id, incoming: true })]);
    const saved = await invoke<ErrorBody>(updateTemplate, {
      as: 'admin',
      path: { id: template.id },
      body: templateBody(template.title, { version: 2 }),
    });
    expect(saved.body.code).toBe('templates.transferred');
    const answers = await Promise.all([
      act(acceptTemplateTransfer, template.id, { version: 2 }),
      act(acceptTemplateTransfer, template.id, { version: 2 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: template.id } });
    expect(read.body).toMatchObject({ hierarchy_id: target.id, transfer: null, version: 3 });
    const after = await invoke<{ items: TemplateSummary[] }>(listTemplates, {
      as: 'admin',
      query: { node: target.id },
    });
    expect(after.body.items).toEqual([expect.objectContaining({ id: template.id, incoming: false })]);
  });

  it('rejects a transfer: the template stays; and says when none waits', async () => {
    const source = await freshDemoFolder();
    const target = await freshDemoFolder();
    const template = await createdTemplate(source.id, uniqueName('Reject'));
    await act(transferTemplate, template.id, { node_id: target.id, version: 1 });
    const rejected = await act(rejectTemplateTransfer, template.id, { version: 2 });
    expect(rejected.body.message).toBe(`The transfer of ${template.title} has been rejected.`);
    expect(rejected.body.template).toMatchObject({ hierarchy_id: source.id, transfer: null });
    expect((await act(rejectTemplateTransfer, template.id, { version: 3 })).body.code).toBe('templates.transfer.none');
  });

  it('lets the sender withdraw a transfer whose receiving node was deleted meanwhile (nobody can accept it there)', async () => {
    const source = await freshDemoFolder();
    const target = await freshDemoFolder();
    const template = await createdTemplate(source.id, uniqueName('Orphaned transfer'));
    await act(transferTemplate, template.id, { node_id: target.id, version: 1 });
    // A waiting transfer does not count in the receiving node's holdings: the node can go.
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: target.id } })).status).toBe(200);
    expect((await act(acceptTemplateTransfer, template.id, { version: 2 })).status).toBe(403);
    const withdrawn = await act(rejectTemplateTransfer, template.id, { version: 2 });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.template).toMatchObject({ hierarchy_id: source.id, transfer: null, can_edit: true });
  });
});

describe('activity histories (spec 2 §2, §9)', () => {
  it('lists who did what, newest first, with the history roles in the spec’s order', async () => {
    const folder = await freshDemoFolder();
    const template = await createdTemplate(folder.id, uniqueName('History'));
    await act(publishTemplate, template.id, { version: 1 });
    const { body } = await invoke<{ roles: { name: string }[]; items: { action: string; role_name: string }[] }>(
      listTemplateHistories,
      { as: 'admin', path: { id: template.id } },
    );
    expect(body.roles.map((role) => role.name)).toEqual([
      'Instructor',
      'Assisted Assessor',
      'Supervisor',
      'Mentor',
      'Peer Assessor',
      'Administrator',
    ]);
    expect(body.items.map((item) => [item.action, item.role_name])).toEqual([
      ['published', 'Administrator'],
      ['created', 'Administrator'],
    ]);
  });
});

describe('template folders (spec 3 §2, §5)', () => {
  it('creates, refuses blank and duplicate names in any case, renames, and deletes only when empty', async () => {
    const node = await freshDemoFolder();
    const create = (name: string) =>
      invoke<{ id: string; version: number } & ErrorBody>(createTemplateFolder, {
        as: 'admin',
        body: { node_id: node.id, name },
      });
    const folder = await create('Capstone');
    expect(folder.status).toBe(201);
    expect((await create('  ')).body.fields.name).toBe("Can't be blank.");
    expect((await create('CAPSTONE')).body.fields.name).toBe('Folder named CAPSTONE already exists.');
    const other = await create('Portfolios');
    const renamed = await invoke<ErrorBody>(renameTemplateFolder, {
      as: 'admin',
      path: { id: other.body.id },
      body: { name: 'capstone', version: 1 },
    });
    expect(renamed.body.fields.name).toBe('Folder named capstone already exists.');
    const template = await createdTemplate(node.id, uniqueName('Filed'), { template_folder_id: folder.body.id });
    expect(template.template_folder_id).toBe(folder.body.id);
    const list = await invoke<{ items: { name: string; templates_count: number }[] }>(listTemplateFolders, {
      as: 'admin',
      query: { node: node.id },
    });
    expect(list.body.items).toEqual([
      expect.objectContaining({ name: 'Capstone', templates_count: 1 }),
      expect.objectContaining({ name: 'Portfolios', templates_count: 0 }),
    ]);
    const remove = () =>
      invoke<ErrorBody>(deleteTemplateFolder, { as: 'admin', path: { id: folder.body.id }, query: { version: '1' } });
    expect((await remove()).body.code).toBe('templates.folder.not_empty');
    await invoke(deleteTemplate, { as: 'admin', path: { id: template.id }, query: { version: '1' } });
    expect((await remove()).status).toBe(200);
    const elsewhere = await freshDemoFolder();
    const wrongNode = await invoke<ErrorBody>(updateTemplate, {
      as: 'admin',
      path: { id: (await createdTemplate(elsewhere.id, uniqueName('Elsewhere'))).id },
      body: templateBody(uniqueName('Elsewhere'), { version: 1, template_folder_id: other.body.id }),
    });
    expect(wrongNode.body.fields.template_folder_id).toBe('Choose a folder of this hierarchy node.');
  });
});

describe('template themes and the theme frame (spec 2 §3, §9; spec 3 §3)', () => {
  const theme = {
    name: 'Campus',
    align: 'center',
    header_background_color: '#575195',
    assignment_name_color: '#212121',
    title_color: '#4A4A4A',
    footer: 'Demo University',
    logo_alternative_text: 'Demo University crest',
  };

  it('makes the last theme the default, saves at the version read, refuses bad colours', async () => {
    const created = await invoke<{ id: string; is_default: boolean } & ErrorBody>(createTemplateTheme, {
      as: 'admin',
      body: theme,
    });
    expect(created.status).toBe(201);
    const list = await invoke<{ items: { id: string; is_default: boolean }[] }>(listTemplateThemes, { as: 'faculty' });
    expect(list.body.items.at(-1)).toMatchObject({ id: created.body.id, is_default: true });
    expect(list.body.items.filter((item) => item.is_default)).toHaveLength(1);
    const frame = await invoke<{ template_theme: { name: string }; form: unknown; palettes: unknown[] }>(
      getThemeFrame,
      {
        as: 'student',
        path: { themeType: 'breeze' },
        query: { with_form: 'true' },
      },
    );
    expect(frame.body.template_theme.name).toBe('Campus');
    expect(frame.body.palettes).toHaveLength(5);
    expect(frame.body.form).toMatchObject({ pages: [{ components: expect.any(Array) }] });
    const update = (version: number, over: Record<string, unknown> = {}) =>
      invoke<ErrorBody>(updateTemplateTheme, {
        as: 'admin',
        path: { id: created.body.id },
        body: { ...theme, ...over, version },
      });
    expect((await update(1, { name: 'Campus 2' })).status).toBe(200);
    expect((await update(1)).body.code).toBe('templates.theme.stale');
    expect((await update(2, { title_color: 'blue' })).body.fields.title_color).toBe('Enter a colour as #RRGGBB.');
    expect((await invoke(createTemplateTheme, { as: 'faculty', body: theme })).status).toBe(403);
    const removed = await invoke(deleteTemplateTheme, {
      as: 'admin',
      path: { id: created.body.id },
      query: { version: '2' },
    });
    expect(removed.status).toBe(200);
  });
});

describe('workflows (spec 1 §3, §7; spec 2 §2)', () => {
  it('lists the template workflows, filtered by assessment and kind', async () => {
    const all = await invoke<{ items: { id: string }[] }>(listWorkflows, { as: 'student' });
    expect(all.body.items).toHaveLength(10);
    const assessed = await invoke<{ items: { id: string }[] }>(listWorkflows, {
      as: 'admin',
      query: { assessment: 'true', type: 'internship' },
    });
    expect(assessed.body.items.map((item) => item.id)).toEqual([
      'InternshipWorkflow',
      'InternshipObservationalWorkflow',
    ]);
  });

  it('gives one workflow’s editor steps, preview states and roles; an unknown one is 404', async () => {
    const { body } = await invoke<Record<string, unknown>>(getWorkflow, {
      as: 'admin',
      path: { id: 'EportfolioWorkflow' },
    });
    expect(body).toMatchObject({
      name: 'Eportfolio',
      editor_steps: [
        { id: 'create-content', label: 'Create Content' },
        { id: 'choose-theme', label: 'Design' },
        { id: 'settings', label: 'Settings' },
      ],
      max_pages: 30,
      plagiarism_available: false,
    });
    const supervised = await invoke<{ states: { label: string }[]; roles: string[] }>(getWorkflow, {
      as: 'admin',
      path: { id: 'SupervisedAssessmentWorkflow' },
    });
    expect(supervised.body.states.map((state) => state.label)).toEqual([
      'Awaiting submission',
      'Awaiting assessment',
      'Done',
      'Created',
    ]);
    expect(supervised.body.roles).toEqual(['submitter', 'supervisor_assessor']);
    expect((await invoke(getWorkflow, { as: 'admin', path: { id: 'NoSuchWorkflow' } })).status).toBe(404);
  });
});

describe('demo data and homepage templates (issue 10)', () => {
  it('seeds Demo University’s published templates, a draft and a folder', async () => {
    const { body } = await invoke<{ items: TemplateSummary[]; folders: { name: string }[] }>(listTemplates, {
      as: 'admin',
      query: { node: 'node_demo_root' },
    });
    const byId = new Map(body.items.map((item) => [item.id, item]));
    for (const id of [
      DEMO_TEMPLATES.supervised,
      DEMO_TEMPLATES.form,
      DEMO_TEMPLATES.internship,
      DEMO_TEMPLATES.eportfolio,
    ]) {
      expect(byId.get(id)?.state).toBe('published');
    }
    expect(byId.get(DEMO_TEMPLATES.draft)?.state).toBe('draft');
    expect(body.folders.map((folder) => folder.name)).toContain('Capstone');
    const supervised = await invoke<Template>(getTemplate, { as: 'admin', path: { id: DEMO_TEMPLATES.supervised } });
    expect(Object.values(supervised.body.component_configuration).map((config) => config.type)).toEqual([
      'title',
      'textarea',
      'file_upload',
      'attachment',
      'image',
      'assessment_rubric',
      'scoring',
      'feedback',
    ]);
    expect(supervised.body.component_configuration['textarea-1']).toMatchObject({ min_word_count: '30' });
  });

  it('lists published group homepage templates of the node and above', async () => {
    const folder = await freshDemoFolder();
    const child = await freshDemoFolder(folder.id);
    const homepage = await createdTemplate(folder.id, uniqueName('Homepage'), { workflow: 'GroupHomepageWorkflow' });
    await act(publishTemplate, homepage.id, { version: 1 });
    const list = await invoke<{ items: TemplateSummary[] }>(listHomepageTemplates, {
      as: 'admin',
      query: { node: child.id },
    });
    expect(list.body.items.map((item) => item.id)).toContain(homepage.id);
    const sibling = await freshDemoFolder();
    const none = await invoke<{ items: TemplateSummary[] }>(listHomepageTemplates, {
      as: 'admin',
      query: { node: sibling.id },
    });
    expect(none.body.items.map((item) => item.id)).not.toContain(homepage.id);
  });
});

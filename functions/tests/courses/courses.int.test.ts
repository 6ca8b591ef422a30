/**
 * Courses (group templates) through the HTTP API (spec 2 §2–6, §9; issue 11): create, list with its sorts and
 * search, update with owner and homepage templates (published, of the node or above; each holding a use of
 * its template), the deletion rule, stale saves and races, node authority, round trips.
 */
import {
  checkCourseDeletable,
  checkTemplateDeletable,
  createCourse,
  deleteCourse,
  deleteNode,
  getCourse,
  listCourses,
  publishTemplate,
  unpublishTemplate,
  updateCourse,
} from '@tessera/shared';
import { DEMO_COURSES } from '../../src/seed/seed-courses';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { countingRoundTrips, invoke, type Caller } from '../support/invoke';
import {
  adminOf,
  createdCourse,
  createdTemplate,
  freshDemoFolder,
  uniqueName,
  type CourseView,
  type ErrorBody,
} from './support';

type CourseList = { items: CourseView[]; category_choices: { value: string; label: string }[] };
type Answer = CourseView & ErrorBody;

const save = (course: CourseView, over: Record<string, unknown> = {}, as: Caller = 'admin') =>
  invoke<Answer>(updateCourse, {
    as,
    path: { id: course.id },
    body: { name: course.name, code: course.code, category: course.category, version: course.version, ...over },
  });

const list = (node: string, query: Record<string, string> = {}, as: Caller = 'admin') =>
  invoke<CourseList & ErrorBody>(listCourses, { as, query: { node, ...query } });

/** A template published on `nodeId` through the templates API. */
async function publishedTemplate(nodeId: string, workflow = 'FormWorkflow'): Promise<{ id: string; version: number }> {
  const template = await createdTemplate(nodeId, uniqueName('Course template'), { workflow });
  const { status, body } = await invoke<{ template: { version: number } }>(publishTemplate, {
    as: 'admin',
    path: { id: template.id },
    body: { version: template.version },
  });
  if (status !== 200) throw new Error(`cannot publish a test template: ${status} ${JSON.stringify(body)}`);
  return { id: template.id, version: body.template.version };
}

describe('creating and listing courses (spec 2 §2, §3, §9)', () => {
  it('creates a course on a node the admin administers and lists it with what may be done with it', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, '  Methods of Teaching  ', { code: ' EDU210 ' });
    expect(course).toMatchObject({
      name: 'Methods of Teaching',
      code: 'EDU210',
      category: 'course',
      category_name: 'Course',
      hierarchy_id: folder.id,
      groups_count: 0,
      activity_plans_count: 0,
      group_owner_templates: [],
      version: 1,
      can_edit: true,
      can_delete: true,
      delete_refusal: null,
    });
    const { status, body } = await list(folder.id);
    expect(status).toBe(200);
    expect(body.items.map((item) => item.id)).toEqual([course.id]);
    expect((await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } })).body).toEqual(course);
  });

  it('shows workshop as Group and offers internship only with the field_experience app (spec 2 §3, §6)', async () => {
    const folder = await freshDemoFolder();
    const workshop = await createdCourse(folder.id, 'Reading circle', { category: 'workshop' });
    expect(workshop.category_name).toBe('Group');
    const { body } = await list(folder.id);
    expect(body.category_choices).toEqual([
      { value: 'course', label: 'Course' },
      { value: 'workshop', label: 'Group' },
    ]);
    const internship = await invoke<ErrorBody>(createCourse, {
      as: 'admin',
      body: { node_id: folder.id, name: 'Field placement', category: 'internship' },
    });
    expect(internship.status).toBe(400);
    expect(internship.body.fields).toEqual({ category: 'This category is not available in your organization.' });
    expect((await list(folder.id)).body.items).toHaveLength(1);
  });

  it('refuses a blank name in the caller’s language and writes nothing', async () => {
    const folder = await freshDemoFolder();
    const answer = await invoke<ErrorBody>(createCourse, {
      as: 'admin',
      body: { node_id: folder.id, name: '   ', category: 'course' },
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ name: 'Introduzca un nombre de curso.' });
    expect((await list(folder.id)).body.items).toEqual([]);
  });

  it('sorts by name, code, recently and least recently created, and searches name and code (spec 2 §9)', async () => {
    const folder = await freshDemoFolder();
    const b = await createdCourse(folder.id, 'biology 10', { code: 'C3' });
    const a = await createdCourse(folder.id, 'Algebra', { code: 'b2' });
    const c = await createdCourse(folder.id, 'Chemistry', { code: 'A1' });
    const ids = async (query: Record<string, string>) => (await list(folder.id, query)).body.items.map((i) => i.id);
    expect(await ids({})).toEqual([a.id, b.id, c.id]);
    expect(await ids({ sort: 'code' })).toEqual([c.id, a.id, b.id]);
    expect(await ids({ sort: 'recently_created' })).toEqual([c.id, a.id, b.id]);
    expect(await ids({ sort: 'least_recently_created' })).toEqual([b.id, a.id, c.id]);
    expect(await ids({ search: 'ALG' })).toEqual([a.id]);
    expect(await ids({ search: 'a1' })).toEqual([c.id]);
  });

  it('answers 404 for a node the admin does not administer, and shows a node admin the courses beneath', async () => {
    const folder = await freshDemoFolder();
    const child = await freshDemoFolder(folder.id);
    const sibling = await freshDemoFolder();
    const course = await createdCourse(child.id, 'Nested course');
    const nodeAdmin = await adminOf(folder.id);
    const as = { userId: nodeAdmin.userId };
    expect((await list(child.id, {}, as)).body.items.map((item) => item.id)).toEqual([course.id]);
    expect((await list(sibling.id, {}, as)).status).toBe(404);
    const elsewhere = await createdCourse(sibling.id, 'Elsewhere');
    expect((await invoke(getCourse, { as, path: { id: elsewhere.id } })).status).toBe(404);
    expect((await save(elsewhere, { name: 'Taken over' }, as)).status).toBe(404);
    expect((await invoke(deleteCourse, { as, path: { id: elsewhere.id }, query: { version: '1' } })).status).toBe(404);
  });

  it('reads a list in 2 round trips and a course in 2 after actor resolution (docs/data-model.md)', async () => {
    const read = () => invoke(getCourse, { as: 'admin', path: { id: DEMO_COURSES.practicum } });
    expect((await read()).status).toBe(200);
    expect((await countingRoundTrips(read)).calls.slice(2).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    const listing = () => list('node_demo_root');
    expect((await listing()).status).toBe(200);
    expect((await countingRoundTrips(listing)).calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
  });
});

describe('course templates (spec 2 §3, §5)', () => {
  it('takes published templates of the node or above, each holding a use of its template until removed', async () => {
    const folder = await freshDemoFolder();
    const child = await freshDemoFolder(folder.id);
    const above = await publishedTemplate(folder.id);
    const homepage = await publishedTemplate(child.id, 'GroupHomepageWorkflow');
    const course = await createdCourse(child.id, 'Templated course');
    const saved = await save(course, { group_owner_templates: [above.id], group_homepage_templates: [homepage.id] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      group_owner_templates: [above.id],
      group_homepage_templates: [homepage.id],
      version: 2,
      can_delete: false,
      delete_refusal: 'A course can be deleted only when it has no sections, no templates and no activity plans.',
    });
    // The use keeps the template from being deleted once unpublished (spec 2 §8 "Template not deletable").
    await invoke(unpublishTemplate, { as: 'admin', path: { id: above.id }, body: { version: above.version } });
    const inUse = await invoke<{ is_deletable: boolean; message: string }>(checkTemplateDeletable, {
      as: 'admin',
      path: { id: above.id },
    });
    expect(inUse.body).toEqual({
      is_deletable: false,
      message: 'This Template cannot be deleted because courses or activities use it.',
    });
    // An unpublished template the course holds stays until removed; removing it releases the use.
    const kept = await save(saved.body, { name: 'Renamed' });
    expect(kept.body.group_owner_templates).toEqual([above.id]);
    const removed = await save(kept.body, { group_owner_templates: [], group_homepage_templates: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.can_delete).toBe(true);
    const free = await invoke<{ is_deletable: boolean }>(checkTemplateDeletable, {
      as: 'admin',
      path: { id: above.id },
    });
    expect(free.body.is_deletable).toBe(true);
  });

  it('refuses drafts, templates of other branches and templates of the wrong kind, each by position, and writes nothing', async () => {
    const folder = await freshDemoFolder();
    const sibling = await freshDemoFolder();
    const draft = await createdTemplate(folder.id, uniqueName('Unpublished'), { workflow: 'FormWorkflow' });
    const elsewhere = await publishedTemplate(sibling.id);
    const homepage = await publishedTemplate(folder.id, 'GroupHomepageWorkflow');
    const form = await publishedTemplate(folder.id);
    const course = await createdCourse(folder.id, 'Strict course');
    const answer = await save(course, {
      group_owner_templates: [form.id, draft.id, elsewhere.id, homepage.id],
      group_homepage_templates: [form.id],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'group_owner_templates.1': 'Choose a published template of this folder or a folder above it.',
      'group_owner_templates.2': 'Choose a published template of this folder or a folder above it.',
      'group_owner_templates.3': 'A group homepage template cannot be an owner template.',
      'group_homepage_templates.0': 'Choose a group homepage template.',
    });
    const read = await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } });
    expect(read.body).toMatchObject({ version: 1, group_owner_templates: [] });
    const free = await invoke<{ is_deletable: boolean }>(checkTemplateDeletable, {
      as: 'admin',
      path: { id: form.id },
    });
    expect(free.status).toBe(200);
  });

  it('refuses another organisation’s template as if it did not exist', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, 'Closed course');
    const answer = await save(course, { group_owner_templates: [DEMO_TEMPLATES.other] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields['group_owner_templates.0']).toBe(
      'Choose a published template of this folder or a folder above it.',
    );
  });
});

describe('deleting courses (spec 2 §5)', () => {
  it('deletes only with 0 sections, 0 templates and 0 activity plans, saying why not', async () => {
    const folder = await freshDemoFolder();
    const template = await publishedTemplate(folder.id);
    const course = await createdCourse(folder.id, 'Short-lived course');
    const withTemplate = await save(course, { group_owner_templates: [template.id] });
    const check = await invoke<{ is_deletable: boolean; message: string | null }>(checkCourseDeletable, {
      as: 'admin',
      path: { id: course.id },
    });
    expect(check.body).toEqual({
      is_deletable: false,
      message: 'A course can be deleted only when it has no sections, no templates and no activity plans.',
    });
    const refused = await invoke<ErrorBody>(deleteCourse, {
      as: 'admin',
      path: { id: course.id },
      query: { version: '2' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('courses.delete.not_empty');
    const emptied = await save(withTemplate.body, { group_owner_templates: [] });
    const deleted = await invoke<{ message: string }>(deleteCourse, {
      as: 'admin',
      path: { id: course.id },
      query: { version: String(emptied.body.version) },
      headers: { 'accept-language': 'es' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Se ha eliminado el curso Short-lived course.');
    expect((await invoke(getCourse, { as: 'admin', path: { id: course.id } })).status).toBe(404);
  });

  it('keeps the node from being deleted while it holds a course (its holdings)', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, 'Anchor course');
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: folder.id } })).status).toBe(409);
    await invoke(deleteCourse, { as: 'admin', path: { id: course.id }, query: { version: '1' } });
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: folder.id } })).status).toBe(200);
  });
});

describe('concurrent course edits (docs/architecture.md §5)', () => {
  it('answers a save at an older version with 409 and keeps the newer one', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, 'Shared course');
    expect((await save(course, { name: 'First' })).status).toBe(200);
    const stale = await save(course, { name: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This course was changed by someone else. Reload it and try again.');
    expect((await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } })).body.name).toBe('First');
  });

  it('lets exactly one of simultaneous saves at the same version win', async () => {
    const folder = await freshDemoFolder();
    const course = await createdCourse(folder.id, 'Raced course');
    const answers = await Promise.all(['A', 'B', 'C'].map((name) => save(course, { name })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.name;
    expect((await invoke<CourseView>(getCourse, { as: 'admin', path: { id: course.id } })).body).toMatchObject({
      name: winner,
      version: 2,
    });
  });

  it('never lets a delete and a template use both win: the use exists exactly when the course does', async () => {
    const folder = await freshDemoFolder();
    const template = await publishedTemplate(folder.id);
    const course = await createdCourse(folder.id, 'Contested course');
    const [saved, deleted] = await Promise.all([
      save(course, { group_owner_templates: [template.id] }),
      invoke(deleteCourse, { as: 'admin', path: { id: course.id }, query: { version: '1' } }),
    ]);
    expect([saved.status, deleted.status].filter((status) => status === 200)).toHaveLength(1);
    const exists = (await invoke(getCourse, { as: 'admin', path: { id: course.id } })).status === 200;
    expect(exists).toBe(saved.status === 200);
    await invoke(unpublishTemplate, { as: 'admin', path: { id: template.id }, body: { version: template.version } });
    const check = await invoke<{ is_deletable: boolean }>(checkTemplateDeletable, {
      as: 'admin',
      path: { id: template.id },
    });
    expect(check.body.is_deletable).toBe(!exists);
  });
});

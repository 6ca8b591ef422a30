/**
 * A rubric's states (spec 1 §4, spec 2 §4, §6, §8): draft → published (snackbar), published → draft by
 * unpublishing (only while no template or activity uses it: the uses are recorded through ports/rubrics.ts,
 * which the templates and courses contexts will call; here the test stands in for them), draft or
 * published → archived (irreversible, unusable), and every refusal: archived, transferred, used, default, no
 * node authority, stale version, another organisation.
 */
import {
  archiveRubric,
  checkRubricUnpublishable,
  deleteRubric,
  getRubric,
  listActiveRubrics,
  moveRubric,
  publishRubric,
  transferRubric,
  unpublishRubric,
  updateRubric,
} from '@tessera/shared';
import { recordRubricUse, releaseRubricUse } from '../../src/ports/rubrics';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import { invoke, type Caller } from '../support/invoke';
import { adminOf, createdRubric, freshDemoFolder, rubricBody, type ErrorBody, type Rubric } from './support';

type Change = { rubric: Rubric; message: string };
const act = (contract: typeof publishRubric, id: string, version: number, as: Caller = 'admin') =>
  invoke<Change & ErrorBody>(contract, { as, path: { id }, body: { version } });

async function publishedRubric() {
  const folder = await freshDemoFolder();
  const rubric = await createdRubric(folder.id, { title: 'Field Observation' });
  const published = await act(publishRubric, rubric.id, 1);
  return { folder, rubric: published.body.rubric };
}

describe('publishing (spec 1 §4)', () => {
  it('publishes a draft and says "{title} has been published."', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, { title: 'Field Observation' });
    const { status, body } = await act(publishRubric, rubric.id, 1);
    expect(status).toBe(200);
    expect(body.message).toBe('Field Observation has been published.');
    expect(body.rubric).toMatchObject({ state: 'published', version: 2, can_publish: false, can_unpublish: true });
    const spanish = await invoke<ErrorBody>(publishRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { version: 2 },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.status).toBe(409);
    expect(spanish.body.message).toBe('Esta rúbrica no se puede cambiar en su estado actual.');
  });

  it('publishes at the version read only (stale: 409)', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id);
    await invoke(updateRubric, { as: 'admin', path: { id: rubric.id }, body: { ...rubricBody(), version: 1 } });
    const stale = await act(publishRubric, rubric.id, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('rubrics.stale');
  });
});

describe('unpublishing (spec 2 §4, §8)', () => {
  it('checks eligibility first: a rubric nobody uses may be unpublished, and becomes an editable draft', async () => {
    const { rubric } = await publishedRubric();
    const check = await invoke(checkRubricUnpublishable, { as: 'admin', path: { id: rubric.id } });
    expect(check.body).toEqual({ unpublishable: true, message: null });
    const { status, body } = await act(unpublishRubric, rubric.id, rubric.version);
    expect(status).toBe(200);
    expect(body.message).toBe('Field Observation has been unpublished.');
    expect(body.rubric).toMatchObject({ state: 'draft', can_edit: true, can_publish: true });
  });

  it('refuses a rubric a template or activity uses, with the spec’s sentence, until the use is released', async () => {
    const { rubric } = await publishedRubric();
    expect(await recordRubricUse('org_demo', rubric.id)).toBe('used');
    const sentence =
      'This Rubric cannot be unpublished because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to unpublish it.';
    expect((await invoke(checkRubricUnpublishable, { as: 'admin', path: { id: rubric.id } })).body).toEqual({
      unpublishable: false,
      message: sentence,
    });
    const refused = await act(unpublishRubric, rubric.id, rubric.version);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rubrics.cannot_unpublish', message: sentence });
    const saved = await invoke<ErrorBody>(updateRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { ...rubricBody(), version: rubric.version },
    });
    expect(saved.status).toBe(409);
    expect(saved.body.code).toBe('rubrics.in_use_save');
    const removed = await invoke<ErrorBody>(deleteRubric, {
      as: 'admin',
      path: { id: rubric.id },
      query: { version: String(rubric.version) },
    });
    expect(removed.body.code).toBe('rubrics.in_use_delete');
    expect((await invoke<Rubric>(getRubric, { as: 'admin', path: { id: rubric.id } })).body).toMatchObject({
      state: 'published',
      can_delete: false,
      can_unpublish: true,
    });
    expect(await releaseRubricUse('org_demo', rubric.id)).toBe('released');
    expect(await releaseRubricUse('org_demo', rubric.id)).toBe('not_used');
    expect((await act(unpublishRubric, rubric.id, rubric.version)).status).toBe(200);
  });

  it('never lets a use and an unpublish both win', async () => {
    const { rubric } = await publishedRubric();
    const [use, unpublish] = await Promise.all([
      recordRubricUse('org_demo', rubric.id),
      act(unpublishRubric, rubric.id, rubric.version),
    ]);
    const read = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: rubric.id } })).body;
    if (use === 'used') {
      expect(unpublish.status).toBe(409);
      expect(read.state).toBe('published');
    } else {
      expect(unpublish.status).toBe(200);
      expect(read.state).toBe('draft');
    }
  });

  it('takes uses only of published and default rubrics', async () => {
    const folder = await freshDemoFolder();
    const draft = await createdRubric(folder.id);
    expect(await recordRubricUse('org_demo', draft.id)).toBe('not_usable');
    expect(await recordRubricUse('org_demo', 'default_org_demo')).toBe('used');
    expect(await releaseRubricUse('org_demo', 'default_org_demo')).toBe('released');
    expect(await recordRubricUse('org_demo', 'no_such_rubric')).toBe('not_usable');
  });
});

describe('archiving (spec 2 §4: irreversible, an archived rubric cannot be used)', () => {
  it('archives a published rubric, which then leaves the usable list and takes no new use', async () => {
    const { folder, rubric } = await publishedRubric();
    const { status, body } = await act(archiveRubric, rubric.id, rubric.version);
    expect(status).toBe(200);
    expect(body.message).toBe('Field Observation has been archived.');
    expect(body.rubric).toMatchObject({ state: 'archived', can_edit: false, can_copy: true, can_delete: false });
    const active = await invoke<{ items: Rubric[] }>(listActiveRubrics, { as: 'admin', query: { node: folder.id } });
    expect(active.body.items.map((item) => item.id)).not.toContain(rubric.id);
    expect(await recordRubricUse('org_demo', rubric.id)).toBe('not_usable');
  });

  it('refuses every change to an archived rubric', async () => {
    const { rubric } = await publishedRubric();
    await act(archiveRubric, rubric.id, rubric.version);
    const version = rubric.version + 1;
    const answers = await Promise.all([
      act(publishRubric, rubric.id, version),
      act(unpublishRubric, rubric.id, version),
      act(archiveRubric, rubric.id, version),
      invoke<ErrorBody>(updateRubric, { as: 'admin', path: { id: rubric.id }, body: { ...rubricBody(), version } }),
      invoke<ErrorBody>(deleteRubric, { as: 'admin', path: { id: rubric.id }, query: { version: String(version) } }),
      invoke<ErrorBody>(transferRubric, {
        as: 'admin',
        path: { id: rubric.id },
        body: { node_id: 'node_demo_college', version },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This Rubric is archived: it can no longer be changed or used.');
    }
  });

  it('keeps an archived rubric readable by everyone in the organisation (work already scored shows it)', async () => {
    const { rubric } = await publishedRubric();
    await act(archiveRubric, rubric.id, rubric.version);
    expect((await invoke<Rubric>(getRubric, { as: 'student', path: { id: rubric.id } })).body.state).toBe('archived');
  });
});

describe('who may change a rubric (spec 2 §6)', () => {
  it('refuses the default rubric, a caller without node authority (403) and another organisation (404)', async () => {
    for (const attempt of [
      act(publishRubric, 'default_org_demo', 1, 'rootAdmin'),
      act(archiveRubric, 'default_org_demo', 1, 'rootAdmin'),
      invoke<ErrorBody>(deleteRubric, { as: 'rootAdmin', path: { id: 'default_org_demo' }, query: { version: '1' } }),
      invoke<ErrorBody>(moveRubric, {
        as: 'rootAdmin',
        path: { id: 'default_org_demo' },
        body: { node_id: 'node_demo_college', version: 1 },
      }),
    ]) {
      const fallback = await attempt;
      expect(fallback.status).toBe(409);
      expect(fallback.body.message).toBe('The default Rubric cannot be changed. Copy it to make your own.');
    }
    const { rubric } = await publishedRubric();
    const elsewhere = await freshDemoFolder();
    const outsider = await adminOf(elsewhere.id);
    const refused = await act(archiveRubric, rubric.id, rubric.version, outsider);
    expect(refused.status).toBe(403);
    expect((await act(archiveRubric, rubric.id, rubric.version, 'otherAdmin')).status).toBe(404);
    expect((await act(archiveRubric, DEMO_RUBRICS.other, 1, 'admin')).status).toBe(404);
    expect((await act(archiveRubric, 'no_such_rubric', 1, 'admin')).status).toBe(404);
  });

  it('refuses a transferred rubric until the transfer is answered', async () => {
    const folder = await freshDemoFolder();
    const target = await freshDemoFolder();
    const rubric = await createdRubric(folder.id);
    await invoke(transferRubric, { as: 'admin', path: { id: rubric.id }, body: { node_id: target.id, version: 1 } });
    const refusals = await Promise.all([
      act(publishRubric, rubric.id, 2),
      act(archiveRubric, rubric.id, 2),
      invoke<ErrorBody>(updateRubric, { as: 'admin', path: { id: rubric.id }, body: { ...rubricBody(), version: 2 } }),
      invoke<ErrorBody>(deleteRubric, { as: 'admin', path: { id: rubric.id }, query: { version: '2' } }),
      invoke<ErrorBody>(moveRubric, { as: 'admin', path: { id: rubric.id }, body: { node_id: target.id, version: 2 } }),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This Rubric is waiting for its transfer to be accepted or rejected, and cannot be changed until then.',
      );
    }
    expect((await invoke<Rubric>(getRubric, { as: 'admin', path: { id: rubric.id } })).body).toMatchObject({
      can_edit: false,
      can_publish: false,
      can_accept: true,
      can_reject: true,
    });
  });
});

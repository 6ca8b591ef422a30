/**
 * Where a rubric lives (spec 2 §4, §5, §8): moves within the caller's nodes (never to its own node; a
 * published rubric only upward; none: "There are no hierarchy nodes to which you can move this Rubric."),
 * transfers to any node accepted or rejected there, copies, and the node that holds rubrics.
 */
import {
  acceptRubricTransfer,
  archiveRubric,
  copyRubric,
  deleteNode,
  deleteRubric,
  getRubric,
  listRubricMoveTargets,
  listRubrics,
  listRubricTransferTargets,
  moveRubric,
  publishRubric,
  rejectRubricTransfer,
  transferRubric,
} from '@tessera/shared';
import { invoke, type Caller } from '../support/invoke';
import {
  adminOf,
  createdRubric,
  DEMO_ROOT,
  freshDemoFolder,
  type ErrorBody,
  type Rubric,
  type RubricSummary,
} from './support';

type Change = { rubric: Rubric; message: string };
type Targets = { targets: { id: string; text: string; path: string[] }[]; message: string | null };

const targetsOf = (contract: typeof listRubricMoveTargets, id: string, as: Caller = 'admin') =>
  invoke<Targets & ErrorBody>(contract, { as, path: { id } });
const send = (contract: typeof moveRubric, id: string, node_id: string, version: number, as: Caller = 'admin') =>
  invoke<Change & ErrorBody>(contract, { as, path: { id }, body: { node_id, version } });
const answer = (contract: typeof acceptRubricTransfer, id: string, version: number, as: Caller = 'admin') =>
  invoke<Change & ErrorBody>(contract, { as, path: { id }, body: { version } });
const rowsOf = async (node: string, as: Caller = 'admin') =>
  (await invoke<{ items: RubricSummary[] }>(listRubrics, { as, query: { node, category: 'draft,published' } })).body
    .items;

/** top → [left → leaf, right], all fresh under Demo University. */
async function tree() {
  const top = await freshDemoFolder();
  const left = await freshDemoFolder(top.id);
  const right = await freshDemoFolder(top.id);
  const leaf = await freshDemoFolder(left.id);
  return { top, left, right, leaf };
}

describe('moving a rubric (spec 2 §4, §5, §8)', () => {
  it('offers a draft every other node the caller administers, and moves it there', async () => {
    const { top, left, right, leaf } = await tree();
    const nodeAdmin = await adminOf(top.id);
    const rubric = await createdRubric(left.id, {}, nodeAdmin);
    const { body } = await targetsOf(listRubricMoveTargets, rubric.id, nodeAdmin);
    expect(body.message).toBeNull();
    expect(body.targets.map((target) => target.id).sort()).toEqual([top.id, right.id, leaf.id].sort());
    expect(body.targets.find((target) => target.id === leaf.id)).toEqual({
      id: leaf.id,
      text: leaf.text,
      path: leaf.path,
    });
    const moved = await send(moveRubric, rubric.id, right.id, 1, nodeAdmin);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(`${rubric.title} has been moved to ${right.text}.`);
    expect(moved.body.rubric).toMatchObject({ hierarchy_id: right.id, version: 2 });
    expect((await rowsOf(left.id)).map((row) => row.id)).not.toContain(rubric.id);
    expect((await rowsOf(right.id)).map((row) => row.id)).toContain(rubric.id);
  });

  it('moves a published rubric only upward, and never to its own node', async () => {
    const { top, left, right, leaf } = await tree();
    const rubric = await createdRubric(left.id);
    const published = (await answer(publishRubric, rubric.id, 1)).body.rubric;
    const targets = (await targetsOf(listRubricMoveTargets, rubric.id)).body.targets.map((target) => target.id);
    expect(targets).toEqual(expect.arrayContaining([top.id, DEMO_ROOT]));
    expect(targets).not.toContain(left.id);
    expect(targets).not.toContain(right.id);
    expect(targets).not.toContain(leaf.id);
    const down = await send(moveRubric, rubric.id, leaf.id, published.version);
    expect(down.status).toBe(400);
    expect(down.body.fields).toEqual({ node_id: 'A published Rubric can only be moved up the hierarchy.' });
    const same = await send(moveRubric, rubric.id, left.id, published.version);
    expect(same.body.fields).toEqual({ node_id: 'This Rubric is already in this hierarchy node.' });
    expect((await send(moveRubric, rubric.id, top.id, published.version)).status).toBe(200);
  });

  it('says "There are no hierarchy nodes to which you can move this Rubric." when there is none', async () => {
    const { left } = await tree();
    const nodeAdmin = await adminOf(left.id);
    const rubric = await createdRubric(left.id, {}, nodeAdmin);
    await answer(publishRubric, rubric.id, 1, nodeAdmin);
    expect((await targetsOf(listRubricMoveTargets, rubric.id, nodeAdmin)).body).toEqual({
      targets: [],
      message: 'There are no hierarchy nodes to which you can move this Rubric.',
    });
  });

  it('moves only to nodes the caller administers (404), at the version read (409)', async () => {
    const { left, right } = await tree();
    const nodeAdmin = await adminOf(left.id);
    const rubric = await createdRubric(left.id, {}, nodeAdmin);
    expect((await send(moveRubric, rubric.id, right.id, 1, nodeAdmin)).status).toBe(404);
    expect((await send(moveRubric, rubric.id, 'node_other_root', 1)).status).toBe(404);
    const stale = await send(moveRubric, rubric.id, right.id, 7);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('rubrics.stale');
  });

  it('lets one of two moves at the same version win', async () => {
    const { left, right, top } = await tree();
    const rubric = await createdRubric(left.id);
    const answers = await Promise.all([
      send(moveRubric, rubric.id, right.id, 1),
      send(moveRubric, rubric.id, top.id, 1),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const read = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: rubric.id } })).body;
    expect(read.version).toBe(2);
    expect([right.id, top.id]).toContain(read.hierarchy_id);
  });
});

describe('transferring a rubric (spec 2 §4 "Transferred rubrics can be accepted (added to the node) or rejected")', () => {
  it('sends a draft to a node the sender does not administer; that node’s admin accepts it', async () => {
    const { left, right } = await tree();
    const sender = await adminOf(left.id);
    const receiver = await adminOf(right.id);
    const rubric = await createdRubric(left.id, { title: 'Travelling Rubric' }, sender);
    const targets = (await targetsOf(listRubricTransferTargets, rubric.id, sender)).body.targets.map((t) => t.id);
    expect(targets).toContain(right.id);
    expect(targets).not.toContain(left.id);
    const sent = await send(transferRubric, rubric.id, right.id, 1, sender);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`Travelling Rubric has been sent to ${right.text}. It moves there once accepted.`);
    expect(sent.body.rubric).toMatchObject({
      hierarchy_id: left.id,
      version: 2,
      transfer: {
        from_node: { id: left.id, text: left.text },
        to_node: { id: right.id, text: right.text },
        requested_by: { id: sender.userId, first_name: 'Nell' },
      },
      can_edit: false,
      can_accept: false,
      can_reject: true,
    });
    const incoming = (await rowsOf(right.id, receiver)).find((row) => row.id === rubric.id);
    expect(incoming).toMatchObject({ incoming: true, can_accept: true, can_reject: true, can_edit: false });
    expect((await rowsOf(left.id, sender)).find((row) => row.id === rubric.id)).toMatchObject({ incoming: false });
    expect((await answer(acceptRubricTransfer, rubric.id, 2, sender)).status).toBe(403);
    const accepted = await answer(acceptRubricTransfer, rubric.id, 2, receiver);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(`Travelling Rubric has been added to ${right.text}.`);
    expect(accepted.body.rubric).toMatchObject({ hierarchy_id: right.id, transfer: null, version: 3, can_edit: true });
    expect((await rowsOf(right.id, receiver)).filter((row) => row.id === rubric.id)).toEqual([
      expect.objectContaining({ incoming: false, hierarchy_id: right.id }),
    ]);
    expect((await rowsOf(left.id, sender)).map((row) => row.id)).not.toContain(rubric.id);
  });

  it('is rejected by the receiving node, or withdrawn by the sender; the rubric stays and is editable again', async () => {
    const { left, right } = await tree();
    const sender = await adminOf(left.id);
    const receiver = await adminOf(right.id);
    for (const by of [receiver, sender]) {
      const rubric = await createdRubric(left.id, {}, sender);
      await send(transferRubric, rubric.id, right.id, 1, sender);
      const rejected = await answer(rejectRubricTransfer, rubric.id, 2, by);
      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe(`The transfer of ${rubric.title} has been rejected.`);
      // Back on the sender's node: editable there again (the receiver, who has no authority there, only sees it).
      expect(rejected.body.rubric).toMatchObject({ hierarchy_id: left.id, transfer: null, can_edit: by === sender });
      expect((await rowsOf(right.id)).map((row) => row.id)).not.toContain(rubric.id);
    }
  });

  it('accepts a transfer once: two accepts, or an accept and a reject, at once', async () => {
    const { left, right } = await tree();
    const rubric = await createdRubric(left.id);
    await send(transferRubric, rubric.id, right.id, 1);
    const answers = await Promise.all([
      answer(acceptRubricTransfer, rubric.id, 2),
      answer(acceptRubricTransfer, rubric.id, 2),
      answer(rejectRubricTransfer, rubric.id, 2),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['rubrics.transfer.none', 'rubrics.stale']).toContain(refused.body.code);
    }
    const read = (await invoke<Rubric>(getRubric, { as: 'admin', path: { id: rubric.id } })).body;
    expect(read).toMatchObject({ transfer: null, version: 3 });
    const copies = (await rowsOf(right.id)).filter((row) => row.id === rubric.id && row.incoming);
    expect(copies).toEqual([]);
  });

  it('refuses answers where no transfer waits, a second transfer, and a node of another organisation', async () => {
    const { left, right, top } = await tree();
    const rubric = await createdRubric(left.id);
    const none = await answer(acceptRubricTransfer, rubric.id, 1);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This Rubric has no transfer waiting.');
    expect((await send(transferRubric, rubric.id, 'node_other_root', 1)).status).toBe(404);
    await send(transferRubric, rubric.id, right.id, 1);
    const again = await send(transferRubric, rubric.id, top.id, 2);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rubrics.transferred');
    expect((await answer(acceptRubricTransfer, rubric.id, 2, 'otherAdmin')).status).toBe(404);
  });

  it('lets the sender withdraw a transfer whose receiving node was deleted meanwhile (nobody can accept it there)', async () => {
    const [source, target] = await Promise.all([freshDemoFolder(), freshDemoFolder()]);
    const rubric = await createdRubric(source.id);
    await send(transferRubric, rubric.id, target.id, 1);
    // A waiting transfer does not count in the receiving node's holdings: the node can go.
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: target.id } })).status).toBe(200);
    expect((await answer(acceptRubricTransfer, rubric.id, 2)).status).toBe(403);
    const withdrawn = await answer(rejectRubricTransfer, rubric.id, 2);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.rubric).toMatchObject({ hierarchy_id: source.id, transfer: null, can_edit: true });
  });

  it('transfers a published rubric only upward, like a move', async () => {
    const { left, leaf } = await tree();
    const rubric = await createdRubric(left.id);
    await answer(publishRubric, rubric.id, 1);
    const refused = await send(transferRubric, rubric.id, leaf.id, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ node_id: 'A published Rubric can only be moved up the hierarchy.' });
  });
});

describe('copying a rubric', () => {
  it('copies any rubric the caller sees into a new draft, named "{title} (copy)" unless a title is sent', async () => {
    const { left, right } = await tree();
    const rubric = await createdRubric(left.id, { title: 'Original' });
    await answer(publishRubric, rubric.id, 1);
    const copy = await invoke<Rubric>(copyRubric, { as: 'admin', path: { id: rubric.id }, body: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ title: 'Original (copy)', state: 'draft', hierarchy_id: left.id, version: 1 });
    expect(copy.body.id).not.toBe(rubric.id);
    expect(copy.body.points).toEqual(rubric.points);
    // Stored names are written in the language of the account that writes them (as new folders' names are).
    const spanishAdmin = await adminOf(right.id, { locale: 'es' });
    const spanish = await invoke<Rubric>(copyRubric, {
      as: spanishAdmin,
      path: { id: 'default_org_demo' },
      body: { node_id: right.id },
    });
    expect(spanish.body).toMatchObject({ title: 'Default Rubric (copia)', state: 'draft', hierarchy_id: right.id });
    const named = await invoke<Rubric>(copyRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { node_id: right.id, title: ' Mine ' },
    });
    expect(named.body.title).toBe('Mine');
  });

  it('copies only onto nodes the caller administers', async () => {
    const { left, right } = await tree();
    const nodeAdmin = await adminOf(right.id);
    const rubric = await createdRubric(left.id);
    await answer(publishRubric, rubric.id, 1);
    const ownNode = await invoke<ErrorBody>(copyRubric, { as: nodeAdmin, path: { id: rubric.id }, body: {} });
    expect(ownNode.status).toBe(403);
    const elsewhere = await invoke(copyRubric, { as: nodeAdmin, path: { id: rubric.id }, body: { node_id: left.id } });
    expect(elsewhere.status).toBe(404);
    const fine = await invoke(copyRubric, { as: nodeAdmin, path: { id: rubric.id }, body: { node_id: right.id } });
    expect(fine.status).toBe(201);
    const noNode = await invoke<ErrorBody>(copyRubric, { as: 'admin', path: { id: 'default_org_demo' }, body: {} });
    expect(noNode.status).toBe(400);
  });
});

describe('a node holding rubrics (spec 2 §5: a node is deleted only when empty)', () => {
  it('cannot be deleted while it holds a rubric; archiving or deleting the rubric lets it go', async () => {
    for (const release of ['archive', 'delete'] as const) {
      const folder = await freshDemoFolder();
      const rubric = await createdRubric(folder.id);
      const refused = await invoke<ErrorBody>(deleteNode, { as: 'rootAdmin', path: { id: folder.id } });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('hierarchy.node.not_empty');
      if (release === 'archive') await answer(archiveRubric, rubric.id, 1);
      else await invoke(deleteRubric, { as: 'admin', path: { id: rubric.id }, query: { version: '1' } });
      expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: folder.id } })).status).toBe(200);
    }
  });

  it('moves its count with a moved or accepted rubric', async () => {
    const [from, to, sender, receiver] = await Promise.all([1, 2, 3, 4].map(() => freshDemoFolder()));
    const moved = await createdRubric(from!.id);
    await send(moveRubric, moved.id, to!.id, 1);
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: from!.id } })).status).toBe(200);
    expect((await invoke<ErrorBody>(deleteNode, { as: 'rootAdmin', path: { id: to!.id } })).body.code).toBe(
      'hierarchy.node.not_empty',
    );
    const transferred = await createdRubric(sender!.id);
    await send(transferRubric, transferred.id, receiver!.id, 1);
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: sender!.id } })).status).toBe(409);
    await answer(acceptRubricTransfer, transferred.id, 2);
    expect((await invoke(deleteNode, { as: 'rootAdmin', path: { id: sender!.id } })).status).toBe(200);
    expect((await invoke<ErrorBody>(deleteNode, { as: 'rootAdmin', path: { id: receiver!.id } })).body.code).toBe(
      'hierarchy.node.not_empty',
    );
  });
});

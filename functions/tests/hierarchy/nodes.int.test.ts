import { createLabel, createNode, deleteLabel, deleteNode, renameNode } from '@tessera/shared';
import { insertNode, saveNodeName } from '../../src/db/hierarchy/nodes';
import { createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { DEMO_ROOT, freshDemoFolder, freshOrganisation, listTree, uniqueName } from './support';

interface NodeBody {
  id: string;
  text: string;
  parent: string | null;
  path: string[];
}
const taken = {
  code: 'hierarchy.folder.name_taken',
  message: 'This folder name has been taken.',
  fields: { new_node_text: 'This folder name has been taken.' },
};

describe('POST /api/hierarchy/nodes: new folders (spec 2 §5)', () => {
  it('creates a folder under a node the caller administers, with its path', async () => {
    const parent = await freshDemoFolder();
    const { status, body } = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: '  History  ' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      text: 'History',
      parent: parent.id,
      path: [DEMO_ROOT, parent.id, body.id],
      node_authority: true,
      child_authority: true,
    });
  });

  it('names a folder created without a name "Folder name - N", N the first number free among its siblings', async () => {
    const parent = await freshDemoFolder();
    const names: string[] = [];
    for (const new_node_text of [undefined, '', '   ']) {
      const { body } = await invoke<NodeBody>(createNode, {
        as: 'admin',
        body: { parent: parent.id, ...(new_node_text === undefined ? {} : { new_node_text }) },
      });
      names.push(body.text);
    }
    expect(names).toEqual(['Folder name - 1', 'Folder name - 2', 'Folder name - 3']);
  });

  it('names it in the caller’s language', async () => {
    const fresh = await freshOrganisation();
    const spanish = await createUser({ locale: 'es', memberships: [[fresh.organizationId, ['admin', 'root_admin']]] });
    const { body } = await invoke<NodeBody>(createNode, {
      as: { sub: spanish.userId },
      body: { parent: fresh.top.nodeId },
    });
    expect(body.text).toBe('Nombre de carpeta - 1');
  });

  it('cuts a name to 255 characters', async () => {
    const parent = await freshDemoFolder();
    const { body } = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'x'.repeat(300) },
    });
    expect(body.text).toBe('x'.repeat(255));
  });

  it('cuts by characters, never inside one: an emoji at position 255 goes whole, leaving no lone surrogate', async () => {
    const parent = await freshDemoFolder();
    const { body } = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: `${'x'.repeat(254)}😀😀` },
    });
    expect(body.text).toBe(`${'x'.repeat(254)}😀`);
    expect(body.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it.each([
    ['Cafe\u0301 (decomposed)', 'Cafe\u0301'],
    ['Café with a zero-width space', 'Café\u200b'],
    ['CAFÉ', 'CAFÉ'],
  ])('treats %s as the same name as "Café" (normalised before comparing and storing)', async (_label, twin) => {
    const parent = await freshDemoFolder();
    const first = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'Café' },
    });
    expect(first.status).toBe(201);
    const second = await invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: twin } });
    expect(second).toEqual({ status: 409, body: taken });
  });

  it('stores a name normalised: no zero-width or control characters, composed accents', async () => {
    const parent = await freshDemoFolder();
    const { body } = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'Cafe\u0301\u200b\u0007 Lab' },
    });
    expect(body.text).toBe('Café Lab');
  });

  it.each([['History'], ['HISTORY'], ['  history ']])(
    'refuses %j beside a sibling "History" with 409 "This folder name has been taken." on new_node_text (spec 2 §5, §8)',
    async (name) => {
      const parent = await freshDemoFolder();
      await invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'History' } });
      const { status, body } = await invoke(createNode, {
        as: 'admin',
        body: { parent: parent.id, new_node_text: name },
      });
      expect(status).toBe(409);
      expect(body).toEqual(taken);
    },
  );

  it('allows the same name under different parents (unique among siblings)', async () => {
    const a = await freshDemoFolder();
    const b = await freshDemoFolder();
    expect((await invoke(createNode, { as: 'admin', body: { parent: a.id, new_node_text: 'Shared' } })).status).toBe(
      201,
    );
    expect((await invoke(createNode, { as: 'admin', body: { parent: b.id, new_node_text: 'Shared' } })).status).toBe(
      201,
    );
  });

  it('lets exactly one of two simultaneous creations of the same name win; the other gets 409 (guard item in the transaction)', async () => {
    const parent = await freshDemoFolder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'Race' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const tree = await listTree('org_demo');
    expect(tree.filter((node) => node.parentId === parent.id)).toHaveLength(1);
  });

  it('refuses a folder deeper than 100 levels with 400 and its reason (spec 2 §5, §9)', async () => {
    const fresh = await freshOrganisation();
    let parent = fresh.top;
    for (let depth = 2; depth <= 100; depth += 1) {
      const outcome = await insertNode({
        organizationId: fresh.organizationId,
        nodeId: `deep_${fresh.organizationId}_${depth}`,
        text: `Level ${depth}`,
        parent,
      });
      if (outcome.status !== 'created') throw new Error(outcome.status);
      parent = outcome.node;
    }
    expect(parent.path).toHaveLength(100);
    const { status, body } = await invoke(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: parent.nodeId },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'hierarchy.node.too_deep',
      message: 'Folders cannot be nested more than 100 levels deep.',
      fields: { parent: 'Folders cannot be nested more than 100 levels deep.' },
    });
  });

  it('lets a root admin add a second top-level folder but never a third (root max children 2, spec 2 §5, §9)', async () => {
    const fresh = await freshOrganisation();
    const second = await invoke<NodeBody>(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: '#', new_node_text: 'Second campus' },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ parent: null, path: [second.body.id] });
    const third = await invoke(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: '#', new_node_text: 'Third campus' },
    });
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      code: 'hierarchy.node.root_full',
      message: 'The hierarchy can have at most 2 top-level folders.',
    });
  });

  it('frees a top-level place when a root admin deletes a top-level folder', async () => {
    const fresh = await freshOrganisation();
    const second = await invoke<NodeBody>(createNode, {
      as: { sub: fresh.rootAdmin.userId },
      body: { parent: '#', new_node_text: 'Annex' },
    });
    expect(
      (
        await invoke(deleteNode, {
          as: { sub: fresh.rootAdmin.userId },
          path: { id: second.body.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await invoke(createNode, {
          as: { sub: fresh.rootAdmin.userId },
          body: { parent: '#', new_node_text: 'Annex' },
        })
      ).status,
    ).toBe(201);
  });

  it('keeps the root at 2 children even when two root admins add top-level folders at once', async () => {
    const fresh = await freshOrganisation();
    const answers = await Promise.all(
      ['North', 'South', 'East'].map((new_node_text) =>
        invoke(createNode, { as: { sub: fresh.rootAdmin.userId }, body: { parent: '#', new_node_text } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect((await listTree(fresh.organizationId)).filter((node) => node.parentId === '#')).toHaveLength(2);
  });

  it('refuses a top-level folder to an admin who is not a root admin', async () => {
    expect((await invoke(createNode, { as: 'admin', body: { parent: '#', new_node_text: 'Mine' } })).status).toBe(403);
  });

  it('answers 404 for a parent in another organisation, never 403', async () => {
    const { status } = await invoke(createNode, {
      as: 'otherAdmin',
      body: { parent: DEMO_ROOT, new_node_text: 'Intruder' },
    });
    expect(status).toBe(404);
  });

  it('answers 400 without a parent', async () => {
    const { status, body } = await invoke(createNode, { as: 'admin', body: {} });
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: { parent: 'This field cannot be left blank.' } });
  });
});

describe('PUT /api/hierarchy/nodes/{id}: renaming (spec 2 §5, §8)', () => {
  it('renames a folder, trimmed', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await invoke<NodeBody>(renameNode, {
      as: 'admin',
      path: { id: folder.id },
      body: { new_node_text: '  Renamed  ' },
    });
    expect(status).toBe(200);
    expect(body.text).toBe('Renamed');
    const tree = await listTree('org_demo');
    expect(tree.find((node) => node.nodeId === folder.id)?.text).toBe('Renamed');
  });

  it('keeps the old name when the new one is empty', async () => {
    const folder = await freshDemoFolder();
    const { body } = await invoke<NodeBody>(renameNode, {
      as: 'admin',
      path: { id: folder.id },
      body: { new_node_text: '   ' },
    });
    expect(body.text).toBe(folder.text);
  });

  it('lets a folder change the case of its own name', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await invoke<NodeBody>(renameNode, {
      as: 'admin',
      path: { id: folder.id },
      body: { new_node_text: folder.text.toUpperCase() },
    });
    expect(status).toBe(200);
    expect(body.text).toBe(folder.text.toUpperCase());
  });

  it('refuses a sibling’s name in any case with 409 "This folder name has been taken."', async () => {
    const parent = await freshDemoFolder();
    await invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'Arts' } });
    const other = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'Science' },
    });
    const { status, body } = await invoke(renameNode, {
      as: 'admin',
      path: { id: other.body.id },
      body: { new_node_text: 'ARTS' },
    });
    expect(status).toBe(409);
    expect(body).toEqual(taken);
  });

  it('frees the old name for a sibling once renamed', async () => {
    const parent = await freshDemoFolder();
    const first = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'Old' },
    });
    await invoke(renameNode, { as: 'admin', path: { id: first.body.id }, body: { new_node_text: 'New' } });
    expect((await invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'old' } })).status).toBe(
      201,
    );
  });

  it('refuses a rename based on a stale read: a concurrent edit loses with a conflict, never a silent overwrite', async () => {
    const folder = await freshDemoFolder();
    const stale = (await listTree('org_demo')).find((node) => node.nodeId === folder.id);
    if (!stale) throw new Error('folder not found');
    expect(
      (await invoke(renameNode, { as: 'admin', path: { id: folder.id }, body: { new_node_text: 'Alpha' } })).status,
    ).toBe(200);
    expect(await saveNodeName(stale, 'Beta')).toBe('conflict');
    expect((await listTree('org_demo')).find((node) => node.nodeId === folder.id)?.text).toBe('Alpha');
  });

  it('never leaves two siblings with one name when renames race', async () => {
    const parent = await freshDemoFolder();
    const a = await invoke<NodeBody>(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'A' } });
    const b = await invoke<NodeBody>(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'B' } });
    const answers = await Promise.all(
      [a.body.id, b.body.id].map((id) =>
        invoke(renameNode, { as: 'admin', path: { id }, body: { new_node_text: 'Same' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      (await listTree('org_demo')).filter((node) => node.parentId === parent.id && node.text === 'Same'),
    ).toHaveLength(1);
  });

  it('refuses the admin listed on the top node renaming the top node itself (no child authority)', async () => {
    const { status } = await invoke(renameNode, {
      as: 'admin',
      path: { id: DEMO_ROOT },
      body: { new_node_text: 'Demo University' },
    });
    expect(status).toBe(403);
  });

  it('answers 404 for another organisation’s node', async () => {
    const { status, body } = await invoke(renameNode, {
      as: 'otherAdmin',
      path: { id: DEMO_ROOT },
      body: { new_node_text: 'Mine now' },
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Resource does not exist!' });
  });
});

describe('DELETE /api/hierarchy/nodes/{id}', () => {
  it('deletes an empty folder and frees its name', async () => {
    const parent = await freshDemoFolder();
    const child = await invoke<NodeBody>(createNode, {
      as: 'admin',
      body: { parent: parent.id, new_node_text: 'Temporary' },
    });
    const { status, body } = await invoke(deleteNode, { as: 'admin', path: { id: child.body.id } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect((await listTree('org_demo')).some((node) => node.nodeId === child.body.id)).toBe(false);
    expect(
      (await invoke(createNode, { as: 'admin', body: { parent: parent.id, new_node_text: 'Temporary' } })).status,
    ).toBe(201);
  });

  const notEmpty = {
    code: 'hierarchy.node.not_empty',
    message:
      'This folder cannot be deleted while it holds folders, groups, labels, sites, site categories, log categories, statement sets or rubrics.',
    fields: {},
  };

  it('refuses, with a clear message, while the folder holds a folder', async () => {
    const folder = await freshDemoFolder();
    await invoke(createNode, { as: 'admin', body: { parent: folder.id } });
    const { status, body } = await invoke(deleteNode, { as: 'admin', path: { id: folder.id } });
    expect(status).toBe(409);
    expect(body).toEqual(notEmpty);
  });

  it('refuses while the folder holds a label, and allows it once the label is gone', async () => {
    const folder = await freshDemoFolder();
    const label = await invoke<{ id: string }>(createLabel, {
      as: 'admin',
      path: { id: folder.id },
      body: { name: 'Art' },
    });
    expect((await invoke(deleteNode, { as: 'admin', path: { id: folder.id } })).body).toEqual(notEmpty);
    await invoke(deleteLabel, { as: 'admin', path: { id: label.body.id } });
    expect((await invoke(deleteNode, { as: 'admin', path: { id: folder.id } })).status).toBe(200);
  });

  it('answers 404 for another organisation’s node and for a node that is gone', async () => {
    expect((await invoke(deleteNode, { as: 'otherAdmin', path: { id: DEMO_ROOT } })).status).toBe(404);
    expect((await invoke(deleteNode, { as: 'admin', path: { id: uniqueName('ghost') } })).status).toBe(404);
  });
});

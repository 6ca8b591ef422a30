import {
  accessibleHierarchy,
  canCreateFolder,
  canMoveFolder,
  canMoveToNode,
  hasChildAuthority,
  hasNodeAuthority,
  type HierarchyTreeNode,
  hierarchyTreeMessageKey,
  isListedOnNode,
  nodeDepth,
  pathSegments,
} from './folder-tree';

const node = (id: string, path: string, parent: string | null): HierarchyTreeNode => ({ id, text: id, parent, path });
const tree = [
  node('uni', 'uni', '#'),
  node('arts', 'uni/arts', 'uni'),
  node('hist', 'uni/arts/hist', 'arts'),
  node('sci', 'uni/sci', 'uni'),
];

describe('node paths', () => {
  it.each([
    ['1/4/9', ['1', '4', '9']],
    ['/1/4/', ['1', '4']],
    [
      ['1', '4'],
      ['1', '4'],
    ],
    ['', []],
  ])('%j → %j', (path, segments) => {
    expect(pathSegments(path)).toEqual(segments);
  });
});

describe('authority from permitted paths (spec 2 §6)', () => {
  it.each([
    // path, permitted, listed, node authority, child authority
    ['uni/arts', ['uni/arts'], true, true, false],
    ['uni/arts/hist', ['uni/arts'], false, true, true],
    ['uni', ['uni/arts'], false, false, false],
    ['uni/sci', ['uni/arts'], false, false, false],
    ['uni/artsy', ['uni/arts'], false, false, false],
    [['uni', 'arts', 'hist'], [['uni']], false, true, true],
    ['uni/arts', [], false, false, false],
    ['uni/arts', [''], false, false, false],
  ])('%j with %j: listed %s, node %s, child %s', (path, permitted, listed, nodeAuthority, childAuthority) => {
    expect(isListedOnNode(path, permitted)).toBe(listed);
    expect(hasNodeAuthority(path, permitted)).toBe(nodeAuthority);
    expect(hasChildAuthority(path, permitted)).toBe(childAuthority);
  });

  it('loads only the nodes the user may access, their top nodes becoming top-level (spec 2 §2)', () => {
    expect(accessibleHierarchy(tree, ['uni/arts'])).toEqual([
      node('arts', 'uni/arts', '#'),
      node('hist', 'uni/arts/hist', 'arts'),
    ]);
    expect(accessibleHierarchy(tree, ['uni']).map((item) => item.parent)).toEqual(['#', 'uni', 'arts', 'uni']);
    expect(accessibleHierarchy([node('x', 'x', null)], ['x'])[0]?.parent).toBe('#');
  });

  it.each([
    [{ failed: true, nodeCount: 3 }, 'hierarchy.tree.no_permission'],
    [{ failed: false, nodeCount: 0 }, 'hierarchy.tree.empty'],
    [{ failed: false, nodeCount: 2 }, undefined],
  ])('tree load %j shows %s', (load, key) => {
    expect(hierarchyTreeMessageKey(load)).toBe(key);
  });
});

describe('tree shape: root max children 2, max depth 100 (spec 2 §5, §9)', () => {
  const deepPath = (depth: number): string => Array.from({ length: depth }, (_, index) => `d${index}`).join('/');

  it('counts a top-level folder as depth 1', () => {
    expect(nodeDepth({ path: 'a' })).toBe(1);
    expect(nodeDepth({ path: 'a/b/c' })).toBe(3);
  });

  it.each([
    ['a second top-level folder', null, [node('a', 'a', '#')], { ok: true }],
    [
      'a third top-level folder',
      null,
      [node('a', 'a', '#'), node('b', 'b', null)],
      { ok: false, problem: 'root_full' },
    ],
    ['a folder at depth 100', { path: deepPath(99) }, [], { ok: true }],
    ['a folder at depth 101', { path: deepPath(100) }, [], { ok: false, problem: 'too_deep' }],
  ])('creating %s → %j', (_case, parent, nodes, result) => {
    expect(canCreateFolder(parent, nodes)).toEqual(result);
  });

  it.each([
    ['arts', 'sci', { ok: true }],
    ['arts', 'hist', { ok: false, problem: 'into_itself' }],
    ['arts', 'arts', { ok: false, problem: 'into_itself' }],
    ['arts', null, { ok: true }],
  ])('move %s under %s → %j', (moved, target, result) => {
    const movedNode = tree.find((item) => item.id === moved) as HierarchyTreeNode;
    const targetNode = target === null ? null : (tree.find((item) => item.id === target) as HierarchyTreeNode);
    expect(canMoveFolder(movedNode, targetNode, tree)).toEqual(result);
  });

  it('refuses a third top-level folder, but lets a top-level folder move to the top again', () => {
    const twoTops = [...tree, node('other', 'other', '#')];
    expect(canMoveFolder(twoTops[1] as HierarchyTreeNode, null, twoTops)).toEqual({ ok: false, problem: 'root_full' });
    expect(canMoveFolder(twoTops[4] as HierarchyTreeNode, null, twoTops)).toEqual({ ok: true });
  });

  it('counts the moved subtree in the depth', () => {
    const target = { id: 'deep', path: deepPath(98) };
    // arts has a child: moving it to depth 99 puts hist at 100 (allowed); one level more is not
    expect(canMoveFolder(tree[1] as HierarchyTreeNode, target, tree)).toEqual({ ok: true });
    expect(canMoveFolder(tree[1] as HierarchyTreeNode, { id: 'deeper', path: deepPath(99) }, tree)).toEqual({
      ok: false,
      problem: 'too_deep',
    });
  });

  it('refuses a subtree deeper than 100 levels at the top', () => {
    const chain = Array.from({ length: 101 }, (_, index) =>
      node(`d${index}`, deepPath(index + 1), index === 0 ? '#' : `d${index - 1}`),
    );
    expect(canMoveFolder(chain[0] as HierarchyTreeNode, null, chain)).toEqual({ ok: false, problem: 'too_deep' });
  });
});

describe('moving to the same node is disabled (spec 2 §5)', () => {
  it.each([
    ['n1', 'n1', false],
    ['n1', 'n2', true],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveToNode(from, to)).toBe(allowed);
  });
});

import { describe, expect, it } from '@jest/globals';
import { rubricActions, type RubricActionFlags, type RubricAuthority } from './rubric-actions';
import type { RubricState } from './rubric-states';

const admin: RubricAuthority = { home: true, target: false, anywhere: true };
const outsider: RubricAuthority = { home: false, target: false, anywhere: true };
const receiver: RubricAuthority = { home: false, target: true, anywhere: true };
const nobody: RubricAuthority = { home: false, target: false, anywhere: false };

const allowed = (flags: RubricActionFlags) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name.replace('can_', ''))
    .sort();

describe('rubric row actions (spec 2 §2, §4, §6)', () => {
  it.each<[string, RubricState, string | null, number, RubricAuthority, string[]]>([
    [
      'a draft, for an admin of its node',
      'draft',
      null,
      0,
      admin,
      ['archive', 'copy', 'delete', 'edit', 'move', 'publish', 'transfer'],
    ],
    [
      'a published rubric nobody uses',
      'published',
      null,
      0,
      admin,
      ['archive', 'copy', 'delete', 'edit', 'move', 'transfer', 'unpublish'],
    ],
    [
      'a published rubric in use (unpublish shows; the check refuses)',
      'published',
      null,
      2,
      admin,
      ['archive', 'copy', 'edit', 'move', 'transfer', 'unpublish'],
    ],
    ['an archived rubric (irreversible)', 'archived', null, 0, admin, ['copy']],
    ['the default rubric', 'default', null, 0, admin, ['copy']],
    ['a draft, for an admin without node authority', 'draft', null, 0, outsider, ['copy']],
    ['a transferred draft, on the sender’s side', 'draft', 'node_b', 0, admin, ['copy', 'reject']],
    ['a transferred draft, on the receiving node', 'draft', 'node_b', 0, receiver, ['accept', 'copy', 'reject']],
    ['a rubric seen by a caller who administers nothing', 'published', null, 0, nobody, []],
  ])('%s', (_name, state, transferTo, usageCount, authority, expected) => {
    expect(allowed(rubricActions({ state, transferTo, usageCount }, authority))).toEqual(expected);
  });
});

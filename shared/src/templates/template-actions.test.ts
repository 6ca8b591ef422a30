import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { templateActions, templateDeleteRefusal } from './template-actions';
import { templateHistoryRole } from './template-history';

const home = { home: true, target: false, anywhere: true };

describe('template list actions (spec 2 §2, §4, §6)', () => {
  it('lets an admin of the node publish a created template and delete it', () => {
    expect(templateActions({ state: 'created', transferTo: null, usageCount: 0 }, home)).toMatchObject({
      can_edit: true,
      can_publish: true,
      can_unpublish: false,
      can_delete: true,
      can_accept: false,
    });
  });

  it('offers unpublish and no delete for a published template', () => {
    expect(templateActions({ state: 'published', transferTo: null, usageCount: 0 }, home)).toMatchObject({
      can_publish: false,
      can_unpublish: true,
      can_delete: false,
    });
  });

  it('makes a transferred template view-only, answerable on the receiving node', () => {
    const flags = templateActions(
      { state: 'draft', transferTo: 'n2', usageCount: 0 },
      { home: false, target: true, anywhere: true },
    );
    expect(flags).toMatchObject({
      can_edit: false,
      can_move: false,
      can_accept: true,
      can_reject: true,
      can_copy: true,
    });
  });

  it('gives nothing but copy to someone without authority over its node', () => {
    const flags = templateActions({ state: 'published', transferTo: null, usageCount: 0 }, { ...home, home: false });
    expect(Object.entries(flags).filter(([, allowed]) => allowed)).toEqual([['can_copy', true]]);
  });

  it.each([
    ['published', 0, 'A published Template cannot be deleted. Unpublish it first.'],
    ['draft', 2, 'This Template cannot be deleted because courses or activities use it.'],
    ['created', 0, null],
  ] as const)('a %s template used %i times: %s', (state, usageCount, sentence) => {
    const refusal = templateDeleteRefusal({ state, usageCount });
    expect(refusal ? message(refusal) : null).toBe(sentence);
  });
});

describe('history roles (spec 2 §9)', () => {
  it.each([
    [['faculty'], 'instructor'],
    [['coordinator', 'faculty'], 'instructor'],
    [['coordinator'], 'assisted_assessor'],
    [['peer_assessor', 'mentor'], 'mentor'],
    [['admin'], 'administrator'],
    [['student'], 'administrator'],
  ] as const)('%j → %s', (roles, role) => {
    expect(templateHistoryRole(roles)).toBe(role);
  });
});

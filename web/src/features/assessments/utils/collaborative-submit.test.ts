import { describe, expect, it } from '@jest/globals';
import type { Portfolio } from '@tessera/shared';
import { initialVisibilityChoice, isCollaborativeSubmit, visibilityRows } from './collaborative-submit';

const assessment = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  assessor: id,
  assessor_full_name: name,
  assess_at: '2026-11-20T10:00:00.000Z',
  is_primary: false,
  done: false,
  visible: false,
  ...over,
});

const portfolio = (role: string, over: Record<string, unknown> = {}) =>
  ({
    view_as: 'self',
    workflow: {
      workflow_role: role,
      state: 'in_assessment',
      history_revisions: [
        {
          id: 'r1',
          version: 1,
          submitted_at: '2026-11-19T10:00:00.000Z',
          submitted_by: null,
          assessments: [
            assessment('u-fac', 'Fran Faculty', { is_primary: true }),
            assessment('u-coord', 'Cora Coordinator'),
            assessment('u-mentor', 'Mina Mentor', { visible: true }),
          ],
        },
      ],
    },
    ...over,
  }) as unknown as Portfolio;

describe('the collaborative-assessment confirmation (spec 1 §4)', () => {
  it('asks on an assessor’s Submit and Request Revision, not on Undo, a student’s submit or the admin view', () => {
    expect(isCollaborativeSubmit(portfolio('supervisor_assessor'), 'advance')).toBe(true);
    expect(isCollaborativeSubmit(portfolio('mentor_assessors'), 'push_back')).toBe(true);
    expect(
      isCollaborativeSubmit(
        portfolio('supervisor_assessor', {
          workflow: { ...portfolio('x').workflow, workflow_role: 'supervisor_assessor', state: 'done' },
        }),
        'push_back',
      ),
    ).toBe(false);
    expect(isCollaborativeSubmit(portfolio('submitter'), 'advance')).toBe(false);
    expect(isCollaborativeSubmit(portfolio('supervisor_assessor', { view_as: 'admin' }), 'advance')).toBe(false);
    expect(isCollaborativeSubmit(portfolio('supervisor_assessor'), 'mark_as_done')).toBe(false);
  });

  it('lets an assessor tick the others, the primary always checked and locked', () => {
    const read = portfolio('mentor_assessors');
    const chosen = initialVisibilityChoice(read, 'u-mentor');
    expect(chosen).toEqual({ 'u-fac': false, 'u-coord': false, 'u-mentor': true });
    const { rows, entries, computed } = visibilityRows({
      portfolio: read,
      assessorId: 'u-mentor',
      chosen: { ...chosen, 'u-coord': true },
    });
    expect(computed).toBe(false);
    expect(rows.map((row) => [row.id, row.checked, row.locked, row.own])).toEqual([
      ['u-fac', true, true, false],
      ['u-coord', true, false, false],
      ['u-mentor', true, false, true],
    ]);
    expect(entries).toEqual([
      { id: 'u-fac', value: true, assessor_id: 'u-fac', is_primary: true },
      { id: 'u-coord', value: true, assessor_id: 'u-coord', is_primary: false },
      { id: 'u-mentor', value: true, assessor_id: 'u-mentor', is_primary: false },
    ]);
  });

  it('computes a coordinator assessor’s choice (own and primary) and locks every box', () => {
    const { rows, computed } = visibilityRows({
      portfolio: portfolio('coordinator_assessors'),
      assessorId: 'u-coord',
      chosen: { 'u-mentor': true },
    });
    expect(computed).toBe(true);
    expect(rows.map((row) => [row.id, row.checked, row.locked])).toEqual([
      ['u-fac', true, true],
      ['u-coord', true, true],
      ['u-mentor', false, true],
    ]);
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssessmentVisibilityEntry, Portfolio } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { CollaborativeConfirm } = await import('./collaborative-confirm');

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
const portfolio = (role: string) =>
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
            assessment('u-mentor', 'Mina Mentor'),
            assessment('u-peer', 'Pat Peer'),
          ],
        },
      ],
    },
  }) as unknown as Portfolio;

function open(role: string, me: string, locale: 'en' | 'es' = 'en') {
  const onConfirm = jest.fn<(visibility: AssessmentVisibilityEntry[]) => void>();
  renderWithApp(
    <CollaborativeConfirm
      open
      portfolio={portfolio(role)}
      action="advance"
      label="Submit"
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
    { currentUser: currentUserOf(['faculty'], { id: me }), locale },
  );
  return onConfirm;
}

describe('the collaborative-assessment confirmation (spec 1 §4)', () => {
  it('keeps the primary checked and disabled, lets an assessor tick the others, and sends what is shown', async () => {
    const onConfirm = open('mentor_assessors', 'u-mentor');
    await screen.findByRole('dialog', { name: 'Submit your assessment?' });
    const primary = screen.getByRole('checkbox', { name: 'Fran Faculty (primary, always shown)' });
    expect(primary).toBeChecked();
    expect(primary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Your assessment' })).toBeChecked();
    const peer = screen.getByRole('checkbox', { name: 'Pat Peer' });
    expect(peer).not.toBeChecked();
    await userEvent.click(peer);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Your assessment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: 'u-fac', value: true, assessor_id: 'u-fac', is_primary: true },
      { id: 'u-mentor', value: false, assessor_id: 'u-mentor', is_primary: false },
      { id: 'u-peer', value: true, assessor_id: 'u-peer', is_primary: false },
    ]);
  });

  it('computes a coordinator assessor’s choice, says so, and lets nothing be changed (in Spanish)', async () => {
    const onConfirm = open('coordinator_assessors', 'u-peer', 'es');
    await screen.findByRole('dialog', { name: '¿Enviar su evaluación?' });
    screen.getByText('Como evaluador coordinador, el estudiante ve su propia evaluación y la principal.');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => [(box as HTMLInputElement).checked, (box as HTMLInputElement).disabled])).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm.mock.calls[0]?.[0].map((entry) => entry.value)).toEqual([true, false, true]);
  });
});

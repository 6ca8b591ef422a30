import { message } from '../messages/index';
import {
  canChangeActivityStatus,
  countActivityStatuses,
  dueProximity,
  dueProximityLabel,
  type ActivityStatus,
} from './activity-status';

describe('activity status (issue 11: not started, in progress, submitted, assessed)', () => {
  it.each([
    ['not_started', 'in_progress', true],
    ['in_progress', 'submitted', true],
    ['submitted', 'assessed', true],
    ['not_started', 'submitted', true],
    ['submitted', 'in_progress', true],
    ['assessed', 'submitted', true],
    ['not_started', 'assessed', true],
    ['assessed', 'not_started', false],
    ['in_progress', 'not_started', false],
    ['submitted', 'submitted', false],
  ] as [ActivityStatus, ActivityStatus, boolean][])('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeActivityStatus(from, to)).toBe(allowed);
  });

  it('counts each status', () => {
    expect(countActivityStatuses(['submitted', 'not_started', 'submitted'])).toEqual({
      not_started: 1,
      in_progress: 0,
      submitted: 2,
      assessed: 0,
    });
  });
});

describe('due-date labels (spec 1 §9: tomorrow, within 3 days)', () => {
  const now = new Date('2026-09-10T15:00:00Z');
  it.each([
    ['2026-09-09', 'overdue'],
    ['2026-09-10', 'due_today'],
    ['2026-09-11', 'due_tomorrow'],
    ['2026-09-13', 'due_soon'],
    ['2026-09-14', null],
  ])('due %s seen on 2026-09-10 → %s', (due, label) => {
    expect(dueProximity(due, 'in_progress', now)).toBe(label);
  });

  it('is about the user’s calendar day: 01:00 on the 11th in Madrid is still the 10th in UTC', () => {
    const lateEvening = new Date('2026-09-10T23:30:00Z');
    expect(dueProximity('2026-09-11', 'not_started', lateEvening, 'UTC')).toBe('due_tomorrow');
    expect(dueProximity('2026-09-11', 'not_started', lateEvening, 'Europe/Madrid')).toBe('due_today');
  });

  it('gives none once handed in, and has a sentence in both languages', () => {
    expect(dueProximity('2026-09-09', 'submitted', now)).toBeNull();
    expect(dueProximity('2026-09-09', 'assessed', now)).toBeNull();
    expect(message(dueProximityLabel('due_tomorrow'), 'es')).toBe('Vence mañana');
  });
});

import { describe, expect, it } from '@jest/globals';
import { checkTimeLogEntry, formatLogMinutes, readsEveryLog, recordsOwnLog, timeLogTotals } from './time-log';

const context = { display: 'TimeLog' as const, categoryIds: ['teach', 'plan'], today: '2026-11-23' };

describe('time-log entries (issue 11)', () => {
  it('takes a day up to today, hours:minutes up to one day, and one of the course’s categories', () => {
    expect(checkTimeLogEntry({ date: '2026-11-23', duration: '24:00', log_category_id: 'plan' }, context)).toEqual({
      ok: true,
      minutes: 1440,
    });
    expect(checkTimeLogEntry({ date: '2026-11-24', duration: '24:01', log_category_id: 'other' }, context)).toEqual({
      ok: false,
      fields: {
        date: 'courses.time_log.date_future',
        duration: 'courses.time_log.duration_day',
        log_category_id: 'courses.time_log.category',
      },
    });
    expect(checkTimeLogEntry({ date: '2026-02-29', duration: '0:00', log_category_id: 'teach' }, context)).toEqual({
      ok: false,
      fields: { date: 'courses.time_log.date_invalid', duration: 'courses.time_log.duration_zero' },
    });
  });

  it('records no duration in a categories-only log, whatever was sent', () => {
    expect(
      checkTimeLogEntry(
        { date: '2026-11-20', duration: 'nonsense', log_category_id: 'teach' },
        { ...context, display: 'CategoryOnlyLog' },
      ),
    ).toEqual({ ok: true, minutes: null });
  });

  it('sums a member’s minutes overall and per category; categories-only entries count but add no time', () => {
    const totals = timeLogTotals([
      { minutes: 90, logCategoryId: 'teach' },
      { minutes: 45, logCategoryId: 'plan' },
      { minutes: 30, logCategoryId: 'teach' },
      { minutes: null, logCategoryId: 'plan' },
    ]);
    expect(totals).toEqual({
      entries: 4,
      minutes: 165,
      by_category: [
        { log_category_id: 'teach', entries: 2, minutes: 120 },
        { log_category_id: 'plan', entries: 2, minutes: 45 },
      ],
    });
    expect(formatLogMinutes(totals.minutes)).toBe('2:45');
    expect(formatLogMinutes(605)).toBe('10:05');
  });

  it('lets owners and mentors read every log, and members record their own', () => {
    expect(readsEveryLog({ isOwner: true, role: null })).toBe(true);
    expect(readsEveryLog({ isOwner: false, role: 'mentor' })).toBe(true);
    expect(readsEveryLog({ isOwner: false, role: 'coordinator' })).toBe(false);
    expect(recordsOwnLog({ role: 'member' })).toBe(true);
    expect(recordsOwnLog({ role: 'peer_assessor' })).toBe(false);
  });
});

import { nextExtractRun } from './schedules';

describe('nextExtractRun (a schedule’s next run, UTC)', () => {
  it('a daily schedule runs today at its hour when the hour is still ahead, else tomorrow', () => {
    const at = new Date('2026-11-28T05:30:00.000Z');
    expect(nextExtractRun({ frequency: 'daily', hour: 6, weekday: null }, at)).toBe('2026-11-28T06:00:00.000Z');
    expect(nextExtractRun({ frequency: 'daily', hour: 5, weekday: null }, at)).toBe('2026-11-29T05:00:00.000Z');
  });

  it('a run at its exact hour schedules the next day, never the same instant again', () => {
    const at = new Date('2026-11-28T06:00:00.000Z');
    expect(nextExtractRun({ frequency: 'daily', hour: 6, weekday: null }, at)).toBe('2026-11-29T06:00:00.000Z');
  });

  it('a weekly schedule runs on its weekday, crossing a month and a year', () => {
    // 2026-11-28 is a Saturday.
    const saturday = new Date('2026-11-28T10:00:00.000Z');
    expect(nextExtractRun({ frequency: 'weekly', hour: 2, weekday: 1 }, saturday)).toBe('2026-11-30T02:00:00.000Z');
    expect(nextExtractRun({ frequency: 'weekly', hour: 11, weekday: 6 }, saturday)).toBe('2026-11-28T11:00:00.000Z');
    expect(nextExtractRun({ frequency: 'weekly', hour: 9, weekday: 6 }, saturday)).toBe('2026-12-05T09:00:00.000Z');
    expect(nextExtractRun({ frequency: 'weekly', hour: 0, weekday: 5 }, new Date('2026-12-31T12:00:00.000Z'))).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

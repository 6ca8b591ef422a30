import { afterEach, describe, expect, it } from '@jest/globals';
import { sectionActivityEntity } from '../../src/db/courses/entities/section-activity';
import { portfolioRowEntity } from '../../src/db/portfolios/entities/portfolio-row';
import { checksRecords, RecordShapeError } from '../../src/db/records';

/** A section activity as the table holds it: the record with its keys and entity name. */
const stored = (over: Record<string, unknown> = {}) => ({
  pk: 'ORG#org-1#GROUP#g1',
  sk: 'ACTIVITY#p1',
  _et: 'sectionActivity',
  organizationId: 'org-1',
  groupId: 'g1',
  planId: 'p1',
  courseId: 'c1',
  title: 'Lesson plan',
  templateId: 't1',
  visibleDate: '2026-11-01',
  openDate: '2026-11-02',
  dueDate: '2026-11-20',
  datesVersion: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const environment = { ...process.env };
afterEach(() => {
  process.env = { ...environment };
});

describe('records read from the table (db/records.ts)', () => {
  it('are checked in tests and the local cloud, not in a deployed Lambda nor with NODE_ENV=production', () => {
    expect(checksRecords()).toBe(true);
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'tessera-courses';
    expect(checksRecords()).toBe(false);
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    process.env.NODE_ENV = 'production';
    expect(checksRecords()).toBe(false);
  });

  it('come back as stored (keys dropped, defaults filled) when they have their record shape', () => {
    expect(sectionActivityEntity.fromStored(stored())).toEqual({
      organizationId: 'org-1',
      groupId: 'g1',
      planId: 'p1',
      courseId: 'c1',
      title: 'Lesson plan',
      templateId: 't1',
      templateChosen: false,
      visibleDate: '2026-11-01',
      openDate: '2026-11-02',
      dueDate: '2026-11-20',
      datesVersion: 1,
      updatedAt: '2026-11-01T10:00:00.000Z',
      // An item written before the progress counts (ADR 0028 §3) reads them as 0 until the migration counts.
      notStartedCount: 0,
      inProgressCount: 0,
      submittedCount: 0,
      assessedCount: 0,
    });
  });

  it('fail where they are read, naming the entity and each wrong field', () => {
    const read = () => sectionActivityEntity.fromStored(stored({ datesVersion: '1', title: undefined }));
    expect(read).toThrow(RecordShapeError);
    expect(read).toThrow(
      /A stored sectionActivity does not have its record's shape: .*title.*datesVersion|datesVersion.*title/,
    );
  });

  it('a derived record (the portfolio row) is checked by the fields it takes from its source', () => {
    const row = {
      pk: 'ORG#org-1',
      sk: 'PORTFOLIO_ROW#p1',
      organizationId: 'org-1',
      portfolioId: 'p1',
      ownerId: 'u1',
      workflowId: 'EportfolioWorkflow',
      title: 'Mine',
      timelineOrderAt: '2026-11-01T10:00:00.000Z',
      state: 'created',
      version: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    expect(portfolioRowEntity.fromStored(row).ownerId).toBe('u1');
    expect(() => portfolioRowEntity.fromStored({ ...row, state: 'lost' })).toThrow(/portfolioRow.*state/);
  });

  it('are not checked where checks are off: a deployed Lambda reads what is stored as it did', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'tessera-courses';
    expect(sectionActivityEntity.fromStored(stored({ datesVersion: '1' })).datesVersion).toBe('1');
  });
});

/**
 * Reading a section's summaries (ADR 0028 §3, §7): one Query of the section's partition while students ×
 * activities fit a page, one Query per activity beyond; either way only the activities asked.
 */
import { putItem } from '../../src/db/items';
import { listSectionSummaries, ONE_QUERY_SUMMARIES } from '../../src/db/reports/assessment-summaries';
import { assessmentSummaryEntity, type AssessmentSummary } from '../../src/db/reports/entities/assessment-summary';
import { uniqueId } from '../support/fixtures';
import { countingRoundTrips } from '../support/invoke';

const ORG = 'org_demo';

const summary = (groupId: string, planId: string, userId: string): AssessmentSummary => ({
  organizationId: ORG,
  groupId,
  planId,
  userId,
  portfolioId: `portfolio-${planId}-${userId}`,
  revision: 1,
  assessorId: 'assessor',
  assessedAt: '2026-11-28T10:00:00.000Z',
  standards: { 'standard-1': true },
  rubrics: {},
  scores: {},
  updatedAt: '2026-11-28T10:00:00.000Z',
});

describe('listSectionSummaries', () => {
  const groupId = uniqueId('group');
  const byKey = (items: AssessmentSummary[]) => items.map((item) => `${item.planId}/${item.userId}`).sort();

  beforeAll(async () => {
    // Three students on two activities, and a summary of an activity no longer in the section ("gone").
    for (const planId of ['p1', 'p2', 'gone'])
      for (const userId of ['u1', 'u2', 'u3']) await putItem(assessmentSummaryEntity, summary(groupId, planId, userId));
  });

  it('reads a small section’s summaries with one Query, only those of the activities asked', async () => {
    const { result, calls } = await countingRoundTrips(() => listSectionSummaries(ORG, groupId, ['p1', 'p2'], 3));
    expect(calls).toEqual(['QueryCommand']);
    expect(byKey(result)).toEqual(['p1/u1', 'p1/u2', 'p1/u3', 'p2/u1', 'p2/u2', 'p2/u3']);
  });

  it('reads one Query per activity when students × activities would not fit a page, with the same answer', async () => {
    const students = Math.floor(ONE_QUERY_SUMMARIES / 2) + 1;
    const { result, calls } = await countingRoundTrips(() =>
      listSectionSummaries(ORG, groupId, ['p1', 'p2'], students),
    );
    expect(calls).toEqual(['QueryCommand', 'QueryCommand']);
    expect(byKey(result)).toEqual(['p1/u1', 'p1/u2', 'p1/u3', 'p2/u1', 'p2/u2', 'p2/u3']);
  });

  it('reads one activity’s summaries by its prefix', async () => {
    const { result, calls } = await countingRoundTrips(() => listSectionSummaries(ORG, groupId, ['p2'], 3));
    expect(calls).toEqual(['QueryCommand']);
    expect(byKey(result)).toEqual(['p2/u1', 'p2/u2', 'p2/u3']);
  });
});

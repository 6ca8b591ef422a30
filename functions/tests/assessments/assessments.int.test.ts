/**
 * Assessments (spec 1 §3–5, §7; docs/adr/0020-assessments.md): one item per assessor per revision with its
 * own version; rubric content, scores, feedback and standards checked and computed on the server; bad input
 * refused by field with nothing written; a stale window's save is 409 with the newer content; two assessors
 * saving at once both kept.
 */
import { getCurrentUser, getPortfolioAssessment, updatePortfolioAssessment } from '@tessera/shared';
import { getPortfolio as readStoredPortfolio } from '../../src/ports/portfolios';
import { countingRoundTrips, invoke } from '../support/invoke';
import { assessedPortfolio, assessorOf, readAssessment, saveAssessment } from './assessment-support';
import { freshUser } from '../portfolios/support';

/** Lesson-plan rubric choices: 3 + 4×2 + 2 = 13 of 16 (81.25 %). */
const RUBRIC_CHOICES = { 'criterion-1': 'level-3', 'criterion-2': 'level-4', 'criterion-3': 'level-2' };

describe('one assessor’s assessment: read, checked, computed (spec 1 §4–5)', () => {
  it('reads empty until saved, then holds the content with totals, scores and the standards met', async () => {
    const fixture = await assessedPortfolio();
    const first = assessorOf(fixture, 0);
    const empty = await readAssessment(fixture, first, first.userId);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ version: 0, is_primary: true, done: false, role: 'supervisor_assessor' });
    expect(empty.body.editable_components.sort()).toEqual(
      ['feedback-1', 'rubric-1', 'rubric-2', 'rubric-3', 'scoring-1', 'scoring-2'].sort(),
    );
    // The radio button is answered: the aggregation rubric is ready to be filled (spec 1 §4).
    expect(empty.body.rubrics['rubric-2']).toMatchObject({ assign_mode: 'aggregation', auto_fill: 'ready' });
    expect(empty.body.scores['scoring-2']).toMatchObject({ maximum: 3, maximum_read_only: true });
    expect(empty.body.standards.every((standard) => !standard.met)).toBe(true);

    const saved = await saveAssessment(fixture, first, 0, {
      'rubric-1': { criteria: RUBRIC_CHOICES, comments: { 'criterion-2': 'Engaging activities.' } },
      'rubric-2': { auto_fill: true },
      'scoring-1': { score: '87.5' },
      // An Auto Score is computed whatever is sent.
      'scoring-2': { score: 50 },
      'feedback-1': { content: 'Clear objectives; vary the assessment.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your assessment has been saved.');
    const assessment = saved.body.assessment;
    expect(assessment.version).toBe(1);
    expect(assessment.rubrics['rubric-1']).toMatchObject({
      mode: 'score',
      total: 13,
      maximum: 16,
      total_text: '13.00',
      percentage_text: '81.25',
    });
    expect(assessment.components['rubric-1']).toMatchObject({ criteria: RUBRIC_CHOICES, score: 13 });
    expect(assessment.components['rubric-2']).toMatchObject({
      criteria: { 'criterion-1': 'level-4' },
      auto_filled: true,
    });
    expect(assessment.rubrics['rubric-2']).toMatchObject({ auto_fill: 'finished', total: 4, maximum: 4 });
    expect(assessment.scores['scoring-1']).toMatchObject({ score: 87.5, maximum: 100, primary: true });
    expect(assessment.scores['scoring-2']).toMatchObject({ score: 3, maximum: 3 });
    const met = Object.fromEntries(
      assessment.standards.filter((s) => s.component_id === 'rubric-1').map((s) => [s.statement_id, s.met]),
    );
    // TS.1: 81.25 % ≥ 70 %; TS.3: criterion 2 scores 8 ≥ 6; TS.2 on the component: 13 ≥ 8.
    expect(met).toEqual({ 'TS.1': true, 'TS.3': true, 'TS.2': true });

    const again = await readAssessment(fixture, first, first.userId);
    expect(again.body).toMatchObject({ version: 1, components: { 'feedback-1': { content: expect.any(String) } } });
    // The first save recorded the assessment on the revision's summary, primary.
    const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
    expect(stored?.revisions[0]?.assessments).toEqual([
      expect.objectContaining({ userId: first.userId, isPrimary: true, done: false }),
    ]);
  });

  it('refuses bad input keyed by field, in English and Spanish, and writes nothing', async () => {
    const fixture = await assessedPortfolio();
    const first = assessorOf(fixture, 0);
    const bad = await saveAssessment(fixture, first, 0, {
      'rubric-1': {
        criteria: { 'criterion-1': 'level-9', 'criterion-2': 'NA', 'criterion-9': 'level-1' },
      },
      'rubric-3': { auto_fill: true },
      'scoring-1': { score: '0.555' },
      'feedback-1': { content: 'x'.repeat(3001) },
      'textarea-9': { content: 'not an assessment component' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Some of the assessment could not be saved. Check the marked fields.');
    expect(bad.body.fields).toEqual({
      'components.rubric-1.criteria.criterion-1': 'Choose one of the rubric’s levels.',
      'components.rubric-1.criteria.criterion-2': 'N/A is not available in this rubric.',
      'components.rubric-1.criteria.criterion-9': 'This criterion is not part of the rubric.',
      'components.rubric-3.aggregation_config.range.criterion-1':
        'The level points of this criterion must not decrease and must not exceed its maximum.',
      'components.scoring-1.score': 'Enter 0, or a number of one or two digits with up to 2 decimals.',
      'components.feedback-1.content': 'Feedback cannot exceed 3,000 characters.',
      'components.textarea-9': 'This component is not part of the portfolio.',
    });
    const above = await invoke<{ fields: Record<string, string> }>(updatePortfolioAssessment, {
      as: first,
      path: fixture.path(first.userId),
      body: { version: 0, components: { 'scoring-1': { score: '101' } } },
      headers: { 'accept-language': 'es' },
    });
    expect(above.status).toBe(400);
    expect(above.body.fields).toEqual({
      'components.scoring-1.score': 'Introduzca 0, o un número de una o dos cifras con hasta 2 decimales.',
    });
    // The maximum itself is a score; nothing of the refused saves was written.
    expect((await readAssessment(fixture, first, first.userId)).body.version).toBe(0);
    expect((await saveAssessment(fixture, first, 0, { 'scoring-1': { score: 100 } })).status).toBe(200);
  });

  it('stores feedback as the rich-text allow-list only: scripts, onerror and javascript: links stripped (issue 21, ADR 0023)', async () => {
    const fixture = await assessedPortfolio();
    const first = assessorOf(fixture, 0);
    const hostile =
      '<p onclick="steal()">Clear <b>aims</b><script>alert(1)</script><img src=x onerror="alert(1)"></p>' +
      '<a href="javascript:alert(1)">see</a> <a href="https://example.org/rubric">rubric</a> 3 < 4';
    const clean =
      '<p>Clear <strong>aims</strong></p>see ' +
      '<a href="https://example.org/rubric" target="_blank" rel="noopener noreferrer">rubric</a> 3 &lt; 4';
    const saved = await saveAssessment(fixture, first, 0, { 'feedback-1': { content: hostile } });
    expect(saved.status).toBe(200);
    expect((await readAssessment(fixture, first, first.userId)).body.components['feedback-1']).toEqual({
      content: clean,
    });
    // Plain feedback, as the panel's box sends it, is stored as it reads.
    const plain = await saveAssessment(fixture, first, 1, { 'feedback-1': { content: 'Good work.\nVary the pace.' } });
    expect(plain.status).toBe(200);
    expect((await readAssessment(fixture, first, first.userId)).body.components['feedback-1']).toEqual({
      content: 'Good work.\nVary the pace.',
    });
  });

  it('lets only the assessor change their assessment; others read it by the visibility rules', async () => {
    const fixture = await assessedPortfolio();
    const [first, second] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'Good.' } });
    const intruding = await saveAssessment(fixture, second, 1, { 'feedback-1': { content: 'Mine now' } }, first.userId);
    expect(intruding.status).toBe(403);
    // A fellow assessor reads it; the student reads it without names, and in assessment sees no component yet.
    expect((await readAssessment(fixture, second, first.userId)).body.components['feedback-1']).toEqual({
      content: 'Good.',
    });
    const student = await readAssessment(fixture, { userId: fixture.owner.userId }, first.userId);
    expect(student.status).toBe(200);
    expect(student.body).toMatchObject({ assessor: null, assessor_full_name: null, components: {} });
    expect((await saveAssessment(fixture, { userId: fixture.owner.userId }, 0, {})).status).toBe(403);
    // Someone with no role on the portfolio cannot find it; nor a revision that does not exist.
    const stranger = await freshUser(['faculty']);
    expect((await readAssessment(fixture, { userId: stranger.userId }, first.userId)).status).toBe(404);
    expect((await readAssessment(fixture, first, first.userId, '2')).status).toBe(404);
    // An assessor who never saved has no assessment to show others.
    expect((await readAssessment(fixture, first, second.userId)).status).toBe(404);
  });
});

describe('round trips (docs/architecture.md budgets; docs/data-model.md)', () => {
  it('reads an assessment in two round trips after the actor: portfolio, revision and assessment at once, then the rubrics', async () => {
    const fixture = await assessedPortfolio();
    const first = assessorOf(fixture, 0);
    const saved = await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'Counted.' } });
    expect(saved.status).toBe(200);
    // A sign-in's first request registers it, once (issue 21): the second assessor's is made first, uncounted.
    await invoke(getCurrentUser, { as: assessorOf(fixture, 1) });
    for (const reader of [first, assessorOf(fixture, 1)]) {
      const { result, calls } = await countingRoundTrips(() =>
        invoke<{ version: number; components: Record<string, unknown> }>(getPortfolioAssessment, {
          as: reader,
          path: fixture.path(first.userId),
          headers: { 'x-tessera-organization': 'org_demo' },
        }),
      );
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ version: 1, components: { 'feedback-1': { content: 'Counted.' } } });
      // Actor with the hint (1) + the portfolio's and revision's heads and the assessment (1) + side by side, their
      // fields (2 Queries, ADR 0028 §1) and the three rubric components' one rubric (1 round trip, 3 calls).
      expect(calls.slice(0, 2)).toEqual(['TransactGetItemsCommand', 'TransactGetItemsCommand']);
      expect([...calls.slice(2)].sort()).toEqual(['BatchGetItemCommand', 'QueryCommand', 'QueryCommand']);
    }
  });
});

describe('saving at once (spec 1 §4; docs/data-model.md "writes that race")', () => {
  it('answers a stale window 409 with the newer content', async () => {
    const fixture = await assessedPortfolio();
    const first = assessorOf(fixture, 0);
    const windowA = await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'From window A' } });
    expect(windowA.status).toBe(200);
    const windowB = await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'From window B' } });
    expect(windowB.status).toBe(409);
    expect(windowB.body.message).toBe(
      'This assessment was saved in another window after you opened it. Its newer content is shown; copy your changes and save again.',
    );
    expect(windowB.body.current).toMatchObject({
      version: 1,
      components: { 'feedback-1': { content: 'From window A' } },
    });
    expect((await readAssessment(fixture, first, first.userId)).body.components['feedback-1']).toEqual({
      content: 'From window A',
    });
  });

  it('keeps both when two assessors first save at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const fixture = await assessedPortfolio({
        roles: ['supervisor_assessor', 'supervisor_assessor', 'peer_assessor'],
      });
      const answers = await Promise.all(
        fixture.assessors.map((assessor, index) =>
          saveAssessment(fixture, assessor, 0, { 'feedback-1': { content: `Assessor ${index + 1}` } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      for (const [index, assessor] of fixture.assessors.entries()) {
        const read = await readAssessment(fixture, assessor, assessor.userId);
        expect(read.body.components['feedback-1']).toEqual({ content: `Assessor ${index + 1}` });
      }
      const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
      const recorded = stored?.revisions[0]?.assessments ?? [];
      expect(recorded.map((a) => a.userId).sort()).toEqual(fixture.assessors.map((a) => a.userId).sort());
      expect(recorded.filter((a) => a.isPrimary)).toHaveLength(1);
    }
  });
});

/**
 * Comments and annotations (spec 1 §2, §3, §6, §7): in a thread of a revision, with highlights checked
 * against the component's text as submitted; only the author changes or deletes; read-only without the
 * comment permission; comments stay with their revision.
 */
import {
  createPortfolioComment,
  deletePortfolioComment,
  listPortfolioComments,
  updatePortfolioComment,
  type PortfolioComment,
} from '@tessera/shared';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { invoke } from '../support/invoke';
import { createdPortfolio, FORM_ANSWERS, freshUser, save, type ErrorBody } from './support';

describe('comments and annotations on a revision', () => {
  it('anchors an annotation on a sentence, lets only its author change it, and keeps it with its revision', async () => {
    const owner = await freshUser();
    const as = { userId: owner.userId };
    const created = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    const answers = { ...FORM_ANSWERS, 'textfield-1': { content: 'Ms Rivera. She ran the class.' } };
    const before = await invoke<ErrorBody>(createPortfolioComment, {
      as,
      path: { id: owner.userId, portfolioId: created.id, revision: '1', assessment: '0' },
      body: { text: 'Too early' },
    });
    expect(before.status).toBe(404);

    const submitted = (await save(owner, created, { portfolio_action: 'advance', fields: answers })).body.portfolio;
    expect(submitted.workflow.commentable_revision).toEqual({ revision: 1, assessment: '0' });
    const thread = { id: owner.userId, portfolioId: created.id, revision: '1', assessment: '0' };

    const annotation = await invoke<PortfolioComment>(createPortfolioComment, {
      as,
      path: thread,
      body: {
        text: 'Name the school too.',
        reference_component_id: 'textfield-1',
        highlights: [{ start: 0, end: 10, text: 'Ms Rivera.' }],
      },
    });
    expect(annotation.status).toBe(201);
    expect(annotation.body).toMatchObject({
      reference_portfolio_id: created.id,
      reference_component_id: 'textfield-1',
      revision: 1,
      assessment: '0',
      can_edit: true,
    });

    const wrongRange = await invoke<ErrorBody>(createPortfolioComment, {
      as,
      path: thread,
      body: { text: 'x', reference_component_id: 'textfield-1', highlights: [{ start: 0, end: 5, text: 'Nope!' }] },
    });
    expect(wrongRange).toMatchObject({
      status: 400,
      body: { fields: { 'highlights.0': 'The highlighted text is not in this component.' } },
    });
    const blank = await invoke<ErrorBody>(createPortfolioComment, { as, path: thread, body: { text: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { fields: { text: 'Please enter a comment.' } } });

    const itemPath = { ...thread, commentId: annotation.body.id };
    const edited = await invoke<PortfolioComment>(updatePortfolioComment, {
      as,
      path: itemPath,
      body: { text: 'Name the school.', version: 1, reference_component_id: 'textfield-1' },
    });
    expect(edited.body).toMatchObject({ text: 'Name the school.', version: 2, highlights: [] });
    const stale = await invoke(updatePortfolioComment, { as, path: itemPath, body: { text: 'Old', version: 1 } });
    expect(stale.status).toBe(409);

    // Withdraw and resubmit: revision 2 has threads of its own; revision 1's comments stay there, read-only.
    const withdrawn = await save(owner, submitted, { portfolio_action: 'withdraw' });
    const resubmitted = await save(owner, withdrawn.body.portfolio, { portfolio_action: 'advance' });
    expect(resubmitted.body.portfolio.workflow).toMatchObject({
      commentable_revision: { revision: 2, assessment: '0' },
      revision_for_readonly_comments: [1],
    });
    const old = await invoke<{ items: PortfolioComment[]; read_only: boolean }>(listPortfolioComments, {
      as,
      path: thread,
      query: { for_revision: 'true' },
    });
    expect(old.body.read_only).toBe(true);
    expect(old.body.items.map((c) => [c.text, c.can_edit])).toEqual([['Name the school.', false]]);
    const fresh = await invoke<{ items: PortfolioComment[] }>(listPortfolioComments, {
      as,
      path: { ...thread, revision: '2' },
    });
    expect(fresh.body.items).toEqual([]);
    const lateEdit = await invoke<ErrorBody>(updatePortfolioComment, {
      as,
      path: itemPath,
      body: { text: 'Late', version: 2 },
    });
    expect(lateEdit).toMatchObject({ status: 403, body: { message: 'Comments are read-only for you here.' } });
    const lateNew = await invoke(createPortfolioComment, { as, path: thread, body: { text: 'Late' } });
    expect(lateNew.status).toBe(403);

    // Another user cannot reach the thread at all; the author deletes on the current revision.
    const stranger = await freshUser();
    const strangerList = await invoke(listPortfolioComments, { as: { userId: stranger.userId }, path: thread });
    expect(strangerList.status).toBe(404);
    const current = await invoke<PortfolioComment>(createPortfolioComment, {
      as,
      path: { ...thread, revision: '2' },
      body: { text: 'Second go.' },
    });
    const removed = await invoke<{ message: string }>(deletePortfolioComment, {
      as,
      path: { ...thread, revision: '2', commentId: current.body.id },
      query: { version: '1' },
    });
    expect(removed.body.message).toBe('The comment was deleted.');
  });
});

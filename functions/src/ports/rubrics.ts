/**
 * The rubrics context's published interface (ADR 0013): what templates and courses need of rubrics.
 * - A template or activity that takes a rubric records a use, and releases it when it lets the rubric go:
 *   a rubric in use cannot be unpublished, saved back to draft or deleted (spec 2 §4, §8). Join
 *   `rubricUseChange` to the transaction that writes the template or activity, or call `recordRubricUse`
 *   and `releaseRubricUse` on their own. Only published rubrics and the default rubric can be taken.
 * - `getRubric` reads one rubric of the organisation (its definition, state and node) to copy into a
 *   component configuration; `getRubrics` several at once (one BatchGetItem: the rubrics a revision's
 *   assessment components name); `listUsableRubrics` the published and default rubrics a template may pick.
 * Lint forbids reaching into `db/rubrics` or `http/rubrics` from elsewhere.
 */
export { getRubric, getRubrics, listUsableRubrics, type Rubric } from '../db/rubrics/rubrics';
export { recordRubricUse, releaseRubricUse, rubricUseChange } from '../db/rubrics/rubric-uses';

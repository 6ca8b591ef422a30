/**
 * The states a rubric may be in (spec 1 §4, spec 2 §4), in a module of their own: the stored record's schema
 * (functions/src/db/rubrics) reads them in every Lambda that touches rubrics, without the lifecycle's sentences.
 */
export const RUBRIC_STATES = ['draft', 'published', 'archived', 'default'] as const;
export type RubricState = (typeof RUBRIC_STATES)[number];

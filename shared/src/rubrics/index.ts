export * from './rubric-score-input';
export * from './rubric-definition';
export * from './rubric-totals';
export * from './rubric-statements';
export * from './rubric-aggregation';
export * from './rubric-lifecycle';
export * from './scoring-component';
export * from './rubric-sort';

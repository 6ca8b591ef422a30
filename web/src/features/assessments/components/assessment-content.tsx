import { rubricAggregation, type AggregationAnswers, type PortfolioAssessment, type Rubric } from '@tessera/shared';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { useT } from '../../../lib/i18n';
import type { ComponentDraft, Drafts, PanelComponent } from '../utils/assessment-draft';
import { AggregationButton } from './aggregation-dialog';
import { FeedbackBox } from './feedback-box';
import { RubricGrid } from './rubric-grid';
import { ScoringField } from './scoring-field';

interface AssessmentContentProps {
  components: readonly PanelComponent[];
  drafts: Drafts;
  assessment: PortfolioAssessment;
  rubrics: ReadonlyMap<string, Rubric>;
  rubricsFailed: boolean;
  /** Components the caller may write (none when reading another's assessment). */
  editable: readonly string[];
  /** A field error by its place in the body (`components.<id>[.<place>]`). */
  errorAt?: (path: string) => string | undefined;
  onChange?: (componentId: string, draft: ComponentDraft) => void;
  /** The watermark / rubric-detail popup's address for a rubric (spec 1 §6), when it may be opened. */
  rubricHref?: (rubricId: string) => string;
  /** An aggregation rubric's auto-fill (spec 1 §4), offered where the rubric is editable. */
  aggregation?: {
    /** The revision's components and answers (the portfolio in assessment). */
    answers: AggregationAnswers;
    pending: boolean;
    /** Resolves true once filled and saved (the modal then closes). */
    onFill: (componentId: string) => Promise<boolean>;
  };
}

/** An assessment's components in page order: rubric grids, scoring fields, feedback; then the standards met. */
export function AssessmentContent({
  components,
  drafts,
  assessment,
  rubrics,
  rubricsFailed,
  editable,
  errorAt = () => undefined,
  onChange = () => undefined,
  rubricHref,
  aggregation,
}: AssessmentContentProps) {
  const t = useT('assessment');
  const componentLabel = (id: string) => {
    const found = aggregation?.answers.revisionComponents.find((config) => String(config.component_id) === id);
    return typeof found?.label === 'string' && found.label !== '' ? found.label : id;
  };
  /**
   * What a standard is judged by: one statement can be aligned twice (by a rubric's total and by the
   * component holding it), and each alignment is listed, so each says which it is.
   */
  const alignment = (standard: PortfolioAssessment['standards'][number]): string => {
    const component = components.find((entry) => entry.id === standard.component_id);
    const label = component?.label || standard.component_id;
    if (standard.target_type === 'rubric')
      return t('standards.byRubric', { component: label, threshold: standard.threshold ?? 0 });
    if (standard.target_type === 'criteria') {
      const rubricId = typeof component?.config.rubric_id === 'string' ? component.config.rubric_id : '';
      const criterion = rubrics.get(rubricId)?.criterias.find((entry) => entry.id === standard.criteria);
      return t('standards.byCriterion', { criterion: criterion?.name ?? '', minimum: standard.minimum ?? 0 });
    }
    return standard.minimum === null
      ? t('standards.byComponent', { component: label })
      : t('standards.byComponentMinimum', { component: label, minimum: standard.minimum });
  };
  return (
    <div className="assessment__components">
      {components.map((component) => {
        const draft = drafts[component.id];
        if (!draft) return null;
        const canEdit = editable.includes(component.id);
        const at = (place: string) => errorAt(`components.${component.id}${place ? `.${place}` : ''}`);
        if (draft.kind === 'assessment_rubric') {
          const rubricId = typeof component.config.rubric_id === 'string' ? component.config.rubric_id : '';
          const rubric = rubrics.get(rubricId);
          if (!rubric)
            return (
              <p key={component.id} className={rubricsFailed ? 'error-text' : 'assessment__hint'}>
                {component.label}: {rubricsFailed ? t('rubric.unavailable') : t('loading')}
              </p>
            );
          const totals = assessment.rubrics[component.id];
          return (
            <div key={component.id} className="assessment__component">
              {aggregation && canEdit && totals?.assign_mode === 'aggregation' ? (
                <AggregationButton
                  label={component.label}
                  rubric={rubric}
                  criteria={rubricAggregation(component.config, aggregation.answers)}
                  state={totals.auto_fill ?? 'unstarted'}
                  componentLabel={componentLabel}
                  pending={aggregation.pending}
                  onFill={() => aggregation.onFill(component.id)}
                />
              ) : null}
              <RubricGrid
                label={component.label}
                rubric={rubric}
                draft={draft}
                editable={canEdit}
                errorAt={at}
                autoFilled={assessment.rubrics[component.id]?.auto_fill === 'finished'}
                onChange={(next) => onChange(component.id, next)}
              />
              {at('') ? <p className="field__error">{at('')}</p> : null}
              {rubricHref ? (
                <ExternalLink className={buttonClass('secondary', 'small')} href={rubricHref(rubricId)}>
                  <ExternalLinkIcon className="icon" aria-hidden="true" />
                  {t('rubric.detail', { title: rubric.title })}
                </ExternalLink>
              ) : null}
            </div>
          );
        }
        if (draft.kind === 'scoring') {
          const figures = assessment.scores[component.id];
          const configured = typeof component.config.maximum === 'number' ? component.config.maximum : 100;
          return (
            <div key={component.id} className="assessment__component">
              <ScoringField
                label={component.label}
                draft={draft}
                maximum={figures?.maximum ?? configured}
                computed={figures?.maximum_read_only ?? component.config.assign_mode === 'aggregation'}
                editable={canEdit}
                error={at('score') ?? at('')}
                onChange={(next) => onChange(component.id, next)}
              />
            </div>
          );
        }
        return (
          <div key={component.id} className="assessment__component">
            <FeedbackBox
              label={component.label}
              draft={draft}
              editable={canEdit}
              error={at('content') ?? at('')}
              onChange={(next) => onChange(component.id, next)}
            />
          </div>
        );
      })}
      {assessment.standards.length > 0 ? (
        <div className="assessment__standards">
          <p className="assessment__component-label">{t('standards.heading')}</p>
          <ul>
            {assessment.standards.map((standard) => (
              <li key={`${standard.component_id}-${standard.criteria ?? ''}-${standard.id}`}>
                <span className="assessment__standard-code">{standard.statement_id}</span> {standard.title}:{' '}
                <strong>{standard.met ? t('standards.met') : t('standards.notMet')}</strong>{' '}
                <span className="assessment__hint">({alignment(standard)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

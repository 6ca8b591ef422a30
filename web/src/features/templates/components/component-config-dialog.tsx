import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  choiceConfigMaximum,
  COMPONENT_FILE_SIZE_LIMIT_MB,
  COMPONENT_MODES,
  isAggregationComponentKind,
  isChoiceComponentKind,
  isInteractiveComponentKind,
  isOptionButtonHidden,
  isPrimaryCheckboxDisabled,
  isScoringMaximumReadOnly,
  SCORING_ASSIGN_MODE_LABELS,
  SCORING_ASSIGN_MODES,
  scoringMaximum,
  showsAssignModeChooser,
  showsMinimumWordsField,
  statementMinimumScoreError,
  validateComponentConfiguration,
  type ComponentMode,
  type ScoringAssignMode,
  type ScoringComponentRef,
  type Workflow,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { useActiveRubrics } from '../api/list-active-rubrics';
import { aggregationConfigOf, aggregationDraftOf, invalidLevelPoints } from '../utils/aggregation-draft';
import type { ComponentConfigRecord } from '../utils/editor-state';
import { useKindName } from '../utils/kind-names';
import { AggregationMappingSection, criterionMaximum, type MappableComponent } from './aggregation-mapping-section';
import { permissionDefaults } from './permission-defaults';
import { RichTextEditor, type RichTextEditorHandle } from '../../../components/ui/rich-text-editor';
import { StatementMappingSection, type MappedStatement } from './statement-mapping-section';

interface Option {
  id: string;
  value: string;
  points: string;
}
type RoleModes = Record<string, Record<string, ComponentMode>>;

const str = (value: unknown, fallback = '') =>
  value === undefined || value === null ? fallback : typeof value === 'string' ? value : String(value as number);

/**
 * The component configuration modal (spec 1 §3, §5; spec 2 §5): the label (unique within the template),
 * required or optional, and each kind's settings — minimum words, options and their points, file size,
 * edTPA numbers, the score's maximum and primary flag, the rubric (a published one of the node or above), how a
 * score or an assessment rubric is scored (Manual or Auto Score, spec 1 §4: the chooser only for components of
 * the assessment panel and only while no other component uses aggregation; Auto Score makes a score's maximum
 * read-only and computed, Manual restores the configured one; the primary checkbox disabled while another
 * component is primary) and an aggregation rubric's criterion → component mapping with its level points,
 * the authored content of titles and texts (texts in the rich-text editor, ADR 0026) — and the permissions by
 * role and state, inherited from the workflow or customised. Its checks are shared's
 * `validateComponentConfiguration`, with the spec's sentences; the server checks the same on save.
 */
export function ComponentConfigDialog({
  component,
  content,
  adding,
  labels,
  components,
  nodeId,
  workflow,
  serverErrors,
  onSave,
  onClose,
  returnFocus,
}: {
  component: ComponentConfigRecord;
  content: unknown;
  adding: boolean;
  /** The template's other labels. */
  labels: readonly string[];
  /** Every component of the template as it is now (this one's stored configuration among them when editing). */
  components: readonly ComponentConfigRecord[];
  nodeId: string;
  workflow: Workflow;
  serverErrors: Record<string, string>;
  onSave: (component: ComponentConfigRecord, content: unknown) => void;
  onClose: () => void;
  /** Where focus goes on close (the new component, once added); the opener otherwise. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const kindName = useKindName();
  const kind = component.type;
  const interactive = isInteractiveComponentKind(kind);
  const [label, setLabel] = useState(component.label);
  const [optional, setOptional] = useState(component.optional === true);
  const minWords = str(component.min_word_count, '0');
  const [minimumEnabled, setMinimumEnabled] = useState(minWords !== '0' && minWords !== '');
  const [minWordCount, setMinWordCount] = useState(minWords === '0' ? '' : minWords);
  const [options, setOptions] = useState<Option[]>(() =>
    ((component.button_options as { id: unknown; value: string; points?: unknown }[] | undefined) ?? []).map(
      (option) => ({ id: str(option.id), value: option.value, points: str(option.points) }),
    ),
  );
  const [scored, setScored] = useState(() =>
    ((component.button_options as { points?: unknown }[] | undefined) ?? []).some(
      (option) => option.points !== undefined && option.points !== null,
    ),
  );
  const [maximumSize, setMaximumSize] = useState(str(component.maximum_size, '2048'));
  const [fileType, setFileType] = useState(str(component.file_type, 'any'));
  const [minNumber, setMinNumber] = useState(str(component.min_number, '1'));
  const [maxNumber, setMaxNumber] = useState(str(component.max_number, '1'));
  const [maximum, setMaximum] = useState(str(component.maximum, '100'));
  const [primary, setPrimary] = useState(component.primary === true);
  const [assignMode, setAssignMode] = useState<ScoringAssignMode>(
    component.assign_mode === 'aggregation' ? 'aggregation' : 'manual',
  );
  const [rubricId, setRubricId] = useState(str(component.rubric_id));
  const [aggregation, setAggregation] = useState(() => aggregationDraftOf(component));
  const [mappingMissing, setMappingMissing] = useState(false);
  const [text, setText] = useState(str((content as { content?: unknown } | undefined)?.content));
  const richText = useRef<RichTextEditorHandle>(null);
  const submitting = useRef(false);
  const permissions = component.permissions as { inherit: boolean; roles?: RoleModes } | undefined;
  const [inherit, setInherit] = useState(permissions?.inherit !== false);
  const [modes, setModes] = useState<RoleModes>(permissions?.roles ?? {});
  const [shown, setShown] = useState(false);
  const [rubricError, setRubricError] = useState(false);
  const [statements, setStatements] = useState<MappedStatement[]>(() =>
    (
      (component.statements_mapping as
        { id: string; statement_id?: string; title?: string; minimum?: number | null }[] | undefined) ?? []
    ).map((entry) => ({
      id: entry.id,
      statement_id: entry.statement_id ?? '',
      title: entry.title ?? entry.id,
      minimum: str(entry.minimum),
    })),
  );
  const isRubric = kind === 'rubric' || kind === 'assessment_rubric';
  const rubrics = useActiveRubrics(nodeId, isRubric);
  const chosenRubric = rubrics.data?.items.find((entry) => entry.id === rubricId);

  // How it is scored (spec 1 §4): the chooser for the assessment panel's components only, hidden while another
  // component uses aggregation; where it is hidden the component is scored by hand.
  const others = components.filter((entry) => entry.component_id !== component.component_id);
  const scoringRefs: ScoringComponentRef[] = others.map((entry) => ({
    component_id: entry.component_id,
    assign_mode: entry.assign_mode === 'aggregation' ? 'aggregation' : 'manual',
    primary: entry.primary === true,
  }));
  const hasAssignMode = kind === 'scoring' || isRubric;
  const showsChooser = showsAssignModeChooser(component.component_id, scoringRefs, isAggregationComponentKind(kind));
  const mode: ScoringAssignMode = showsChooser ? assignMode : 'manual';
  const aggregatingOther = others.find((entry) => entry.assign_mode === 'aggregation');
  const primaryOther = others.find((entry) => entry.primary === true);
  const primaryDisabled = isPrimaryCheckboxDisabled(component.component_id, scoringRefs);
  const choices: MappableComponent[] = others
    .filter((entry) => isChoiceComponentKind(entry.type))
    .map((entry) => ({
      id: entry.component_id,
      label: entry.label || entry.type,
      maximum: choiceConfigMaximum(entry),
    }));
  // Auto Score: the maximum is computed from the template's choice components and read-only (spec 1 §4, §9).
  const maximumReadOnly = kind === 'scoring' && isScoringMaximumReadOnly(mode);
  const shownMaximum = maximumReadOnly
    ? String(
        scoringMaximum(
          mode,
          Number(maximum),
          choices.reduce((sum, choice) => sum + choice.maximum, 0),
        ),
      )
    : maximum;
  const mapsCriteria = kind === 'assessment_rubric' && mode === 'aggregation';
  const levelIds = chosenRubric?.levels.map((level) => level.id) ?? [];
  const pointsInvalid =
    mapsCriteria &&
    chosenRubric !== undefined &&
    Object.entries(aggregation.mapping).some(([criterion, ids]) =>
      invalidLevelPoints(aggregation, criterion, levelIds, criterionMaximum(ids, choices)).some(Boolean),
    );
  // A minimum score per standard only where the component has a maximum to hold it against (spec 1 §5).
  const minimumMaximum = kind === 'scoring' ? shownMaximum : undefined;

  const problems = validateComponentConfiguration(
    {
      kind,
      label: interactive ? label : label || '-',
      optional,
      minimum_words_enabled: minimumEnabled,
      min_word_count: minWordCount,
      button_options: options.map((option) => ({ value: option.value, points: scored ? option.points : undefined })),
      maximum_size: maximumSize,
      min_number: minNumber,
      max_number: maxNumber,
      // Auto Score's maximum is computed: the configured one is kept as it was for Manual Score.
      maximum: maximumReadOnly ? str(component.maximum, '100') : maximum,
    },
    labels.filter(() => interactive || label.trim() !== ''),
  );
  const minimumProblems = new Map<string, NonNullable<ReturnType<typeof statementMinimumScoreError>>>();
  statements.forEach((entry, index) => {
    if (minimumMaximum === undefined || entry.minimum.trim() === '') return;
    const problem = statementMinimumScoreError(entry.minimum, Number(minimumMaximum));
    if (problem) minimumProblems.set(`statements_mapping.${index}.minimum`, problem);
  });
  const errorOf = (field: string): string | undefined => {
    const problem = shown ? problems[field] : undefined;
    if (problem) return msg(problem.key, problem.params);
    const minimumProblem = shown ? minimumProblems.get(field) : undefined;
    if (minimumProblem) return msg(minimumProblem.key, 'params' in minimumProblem ? minimumProblem.params : undefined);
    return serverErrors[field];
  };

  const save = async () => {
    if (submitting.current) return;
    // The text as the editor has it is asked for first: adding the component right after the last key once kept
    // none of it (issue 21, under Editor.js; the rich-text editor now hands on every change as it is made).
    submitting.current = true;
    const authoredText = kind === 'text' && richText.current ? await richText.current.flush().catch(() => text) : text;
    submitting.current = false;
    setShown(true);
    const missingRubric = isRubric && rubricId === '';
    setRubricError(missingRubric);
    const noMapping = mapsCriteria && chosenRubric !== undefined && Object.keys(aggregation.mapping).length === 0;
    setMappingMissing(noMapping);
    if (pointsInvalid) return;
    if (Object.keys(problems).length > 0 || minimumProblems.size > 0 || missingRubric || noMapping) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.component-config [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const next: ComponentConfigRecord = { ...component, label: label.trim(), optional };
    if (interactive) next.permissions = inherit ? { inherit: true } : { inherit: false, roles: modes };
    else next.permissions = { inherit: true };
    if (interactive)
      next.statements_mapping = statements.map(({ id, minimum }) =>
        minimumMaximum !== undefined && minimum.trim() !== '' ? { id, minimum: Number(minimum) } : { id },
      );
    if (kind === 'textarea' || kind === 'rich') {
      const words = showsMinimumWordsField(kind, optional) && minimumEnabled ? minWordCount.trim() : '0';
      next.min_word_count = words;
    }
    if (isChoiceComponentKind(kind)) {
      next.button_options = options.map((option) => ({
        id: option.id,
        value: option.value.trim(),
        ...(scored ? { points: Number(option.points) } : {}),
      }));
    }
    if (kind === 'attachment' || kind === 'file_upload') {
      next.maximum_size = Number(maximumSize);
      next.file_type = fileType;
    }
    if (kind === 'edtpa_attachment') {
      next.min_number = Number(minNumber);
      next.max_number = Number(maxNumber);
    }
    if (kind === 'scoring') {
      next.maximum = maximumReadOnly ? Number(str(component.maximum, '100')) : Number(maximum);
      next.primary = primary;
      next.assign_mode = mode;
    }
    if (isRubric) {
      next.rubric_id = rubricId;
      next.rubric_title = chosenRubric?.title;
      next.primary = primary;
      next.assign_mode = mode;
      if (!mapsCriteria) {
        next.components_mapping = {};
        delete next.aggregation_config;
      } else if (chosenRubric) {
        Object.assign(
          next,
          aggregationConfigOf(
            aggregation,
            chosenRubric.criterias.map((criterion) => criterion.id),
            levelIds,
          ),
        );
      }
    }
    const authored = kind === 'title' ? { content: text } : kind === 'text' ? { content: authoredText } : undefined;
    onSave(next, authored);
  };

  const defaults = permissionDefaults(t, kind);
  const setMode = (role: string, state: string, mode: ComponentMode) =>
    setModes((current) => ({ ...current, [role]: { ...current[role], [state]: mode } }));

  return (
    <Dialog
      open
      onClose={onClose}
      returnFocus={returnFocus}
      size="wide"
      title={adding ? t('config.addTitle', { kind: kindName(kind) }) : t('config.title', { kind: kindName(kind) })}
    >
      <form
        className="form component-config"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          label={interactive ? t('config.label') : t('config.labelOptional')}
          value={label}
          maxLength={255}
          error={errorOf('label')}
          onChange={(event) => setLabel(event.target.value)}
        />
        {interactive ? (
          <CheckboxField
            label={t('config.optional')}
            checked={optional}
            onChange={(event) => setOptional(event.target.checked)}
          />
        ) : null}
        {kind === 'title' ? (
          <FormField label={t('config.titleText')} value={text} onChange={(event) => setText(event.target.value)} />
        ) : null}
        {kind === 'text' ? (
          <RichTextEditor ref={richText} label={t('config.text')} initial={text} optional onChange={setText} />
        ) : null}
        {showsMinimumWordsField(kind, optional) ? (
          <>
            <CheckboxField
              label={t('config.minimumWords')}
              checked={minimumEnabled}
              onChange={(event) => setMinimumEnabled(event.target.checked)}
            />
            {minimumEnabled ? (
              <FormField
                label={t('config.minWordCount')}
                integer
                value={minWordCount}
                error={errorOf('min_word_count')}
                onChange={(event) => setMinWordCount(event.target.value)}
              />
            ) : null}
          </>
        ) : null}
        {isChoiceComponentKind(kind) ? (
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t('config.options')}</legend>
            <CheckboxField
              label={t('config.scored')}
              checked={scored}
              onChange={(event) => setScored(event.target.checked)}
            />
            {options.map((option, index) => (
              <div key={option.id} className="field__row component-config__option">
                <FormField
                  label={t('config.optionLabel', { n: index + 1 })}
                  value={option.value}
                  error={errorOf(`button_options.${index}.value`)}
                  onChange={(event) =>
                    setOptions(
                      options.map((entry, i) => (i === index ? { ...entry, value: event.target.value } : entry)),
                    )
                  }
                />
                {scored ? (
                  <FormField
                    label={t('config.optionPoints', { n: index + 1 })}
                    integer
                    value={option.points}
                    error={errorOf(`button_options.${index}.points`)}
                    onChange={(event) =>
                      setOptions(
                        options.map((entry, i) => (i === index ? { ...entry, points: event.target.value } : entry)),
                      )
                    }
                  />
                ) : null}
                {/* spec 1 §9: the first two options' remove buttons are hidden while there are 3 or fewer. */}
                {isOptionButtonHidden(index, options.length) ? null : (
                  <Button
                    size="small"
                    icon={Trash2}
                    aria-label={t('config.removeOption', { n: index + 1 })}
                    onClick={() => setOptions(options.filter((_, i) => i !== index))}
                  >
                    {t('config.remove')}
                  </Button>
                )}
              </div>
            ))}
            <Button
              size="small"
              icon={Plus}
              onClick={() =>
                setOptions([
                  ...options,
                  {
                    id: String(Math.max(0, ...options.map((entry) => Number(entry.id) || 0)) + 1),
                    value: '',
                    points: '',
                  },
                ])
              }
            >
              {t('config.addOption')}
            </Button>
          </fieldset>
        ) : null}
        {kind === 'attachment' || kind === 'file_upload' ? (
          <>
            <FormField
              label={t('config.maximumSize', { limit: COMPONENT_FILE_SIZE_LIMIT_MB })}
              integer
              value={maximumSize}
              error={errorOf('maximum_size')}
              onChange={(event) => setMaximumSize(event.target.value)}
            />
            <SelectField
              label={t('config.fileType')}
              value={fileType}
              onChange={(event) => setFileType(event.target.value)}
            >
              {(['any', 'document', 'image', 'video', 'audio'] as const).map((type) => (
                <option key={type} value={type}>
                  {t(`config.fileTypes.${type}`)}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
        {kind === 'edtpa_attachment' ? (
          <>
            <FormField
              label={t('config.minNumber')}
              integer
              value={minNumber}
              error={errorOf('min_number')}
              onChange={(event) => setMinNumber(event.target.value)}
            />
            <FormField
              label={t('config.maxNumber')}
              integer
              value={maxNumber}
              error={errorOf('max_number')}
              onChange={(event) => setMaxNumber(event.target.value)}
            />
          </>
        ) : null}
        {isRubric ? (
          <SelectField
            label={t('config.rubric')}
            value={rubricId}
            error={rubricError ? msg('templates.rubric_unavailable') : serverErrors.rubric_id}
            onChange={(event) => {
              setRubricId(event.target.value);
              setRubricError(false);
              // Another rubric has other criteria and levels: its mapping starts afresh.
              setAggregation({ mapping: {}, points: {}, typed: [] });
            }}
          >
            <option value="">{rubrics.isPending ? t('loading') : t('config.chooseRubric')}</option>
            {(rubrics.data?.items ?? []).map((rubric) => (
              <option key={rubric.id} value={rubric.id}>
                {rubric.node && rubric.node.id !== nodeId ? `${rubric.title} (${rubric.node.text})` : rubric.title}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'scoring' ? (
          <FormField
            label={t('config.maximum')}
            integer
            value={shownMaximum}
            readOnly={maximumReadOnly}
            hint={maximumReadOnly ? t('config.maximumComputed') : undefined}
            error={maximumReadOnly ? undefined : errorOf('maximum')}
            onChange={(event) => setMaximum(event.target.value)}
          />
        ) : null}
        {hasAssignMode ? (
          <>
            {showsChooser ? (
              <SelectField
                label={t('config.assignMode')}
                value={assignMode}
                error={serverErrors.assign_mode}
                onChange={(event) => {
                  setAssignMode(event.target.value as ScoringAssignMode);
                  setMappingMissing(false);
                }}
              >
                {SCORING_ASSIGN_MODES.map((entry) => (
                  <option key={entry} value={entry}>
                    {msg(SCORING_ASSIGN_MODE_LABELS[entry])}
                  </option>
                ))}
              </SelectField>
            ) : aggregatingOther && isAggregationComponentKind(kind) ? (
              <p className="field__hint">
                {t('config.assignTaken', { label: aggregatingOther.label || aggregatingOther.type })}
              </p>
            ) : null}
            {!showsChooser && serverErrors.assign_mode ? (
              <p className="field__error">{serverErrors.assign_mode}</p>
            ) : null}
            <CheckboxField
              label={t('config.primary')}
              checked={primary}
              disabled={primaryDisabled && !primary}
              aria-describedby={primaryDisabled && !primary ? 'component-config-primary-taken' : undefined}
              onChange={(event) => setPrimary(event.target.checked)}
            />
            {primaryDisabled && !primary && primaryOther ? (
              <p id="component-config-primary-taken" className="field__hint">
                {t('config.primaryTaken', { label: primaryOther.label || primaryOther.type })}
              </p>
            ) : null}
            {serverErrors.primary ? <p className="field__error">{serverErrors.primary}</p> : null}
          </>
        ) : null}
        {mapsCriteria ? (
          <AggregationMappingSection
            rubric={chosenRubric}
            choices={choices}
            draft={aggregation}
            onChange={(next) => {
              setAggregation(next);
              setMappingMissing(false);
            }}
            errorOf={(field) => serverErrors[field]}
            missingMapping={mappingMissing ? msg('templates.aggregation.mapping_required') : undefined}
          />
        ) : null}
        {interactive ? (
          <StatementMappingSection
            nodeId={nodeId}
            label={label}
            mapped={statements}
            onChange={setStatements}
            minimumMaximum={minimumMaximum}
            errorOf={errorOf}
          />
        ) : null}
        {interactive ? (
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t('config.permissions')}</legend>
            <CheckboxField
              label={t('config.inherit')}
              checked={inherit}
              onChange={(event) => setInherit(event.target.checked)}
            />
            <p className="field__hint">{defaults.sentence}</p>
            {inherit ? null : (
              <div className="component-config__modes">
                {workflow.roles.map((role) => (
                  <fieldset key={role} className="fieldset">
                    <legend className="fieldset__legend">{t(`roles.${role}`)}</legend>
                    <div className="field__row">
                      {workflow.states.map((state) => (
                        <SelectField
                          key={state.id}
                          label={state.label}
                          value={modes[role]?.[state.id] ?? ''}
                          onChange={(event) =>
                            event.target.value
                              ? setMode(role, state.id, event.target.value as ComponentMode)
                              : undefined
                          }
                        >
                          <option value="">{defaults.cell(role, state.id)}</option>
                          {COMPONENT_MODES.map((mode) => (
                            <option key={mode} value={mode}>
                              {t(`modes.${mode}`)}
                            </option>
                          ))}
                        </SelectField>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            )}
          </fieldset>
        ) : null}
        {pointsInvalid ? (
          <p id="component-config-fix-points" className="field__error">
            {t('config.fixPoints')}
          </p>
        ) : null}
        <div className="form__actions">
          <Button
            type="submit"
            variant="primary"
            disabled={pointsInvalid}
            aria-describedby={pointsInvalid ? 'component-config-fix-points' : undefined}
          >
            {adding ? t('config.add') : t('config.save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

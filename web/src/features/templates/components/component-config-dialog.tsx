import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  COMPONENT_FILE_SIZE_LIMIT_MB,
  COMPONENT_MODES,
  isChoiceComponentKind,
  isInteractiveComponentKind,
  isOptionButtonHidden,
  showsMinimumWordsField,
  statementMinimumScoreError,
  validateComponentConfiguration,
  type ComponentMode,
  type Workflow,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { useActiveRubrics } from '../api/list-active-rubrics';
import type { ComponentConfigRecord } from '../utils/editor-state';
import { useKindName } from '../utils/kind-names';
import { RichTextEditor } from './rich-text-editor';
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
 * edTPA numbers, the score's maximum and primary flag, the rubric (a published one of the node or above),
 * the authored content of titles and texts (rich text through Editor.js) — and the permissions by role and
 * state, inherited from the workflow or customised. Its checks are shared's `validateComponentConfiguration`,
 * with the spec's sentences; the server checks the same on save.
 */
export function ComponentConfigDialog({
  component,
  content,
  adding,
  labels,
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
  const [assignMode, setAssignMode] = useState(str(component.assign_mode, 'manual'));
  const [rubricId, setRubricId] = useState(str(component.rubric_id));
  const [text, setText] = useState(str((content as { content?: unknown } | undefined)?.content));
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
  // A minimum score per standard only where the component has a maximum to hold it against (spec 1 §5).
  const minimumMaximum = kind === 'scoring' ? maximum : undefined;
  const isRubric = kind === 'rubric' || kind === 'assessment_rubric';
  const rubrics = useActiveRubrics(nodeId, isRubric);

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
      maximum,
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

  const save = () => {
    setShown(true);
    const missingRubric = isRubric && rubricId === '';
    setRubricError(missingRubric);
    if (Object.keys(problems).length > 0 || minimumProblems.size > 0 || missingRubric) {
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
      next.maximum = Number(maximum);
      next.primary = primary;
      next.assign_mode = assignMode;
    }
    if (isRubric) {
      const rubric = rubrics.data?.items.find((entry) => entry.id === rubricId);
      next.rubric_id = rubricId;
      next.rubric_title = rubric?.title;
      next.primary = primary;
      next.assign_mode = assignMode;
    }
    const authored = kind === 'title' || kind === 'text' ? { content: text } : undefined;
    onSave(next, authored);
  };

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
          save();
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
        {kind === 'text' ? <RichTextEditor label={t('config.text')} html={text} onChange={setText} /> : null}
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
            value={maximum}
            error={errorOf('maximum')}
            onChange={(event) => setMaximum(event.target.value)}
          />
        ) : null}
        {kind === 'scoring' || isRubric ? (
          <>
            <SelectField
              label={t('config.assignMode')}
              value={assignMode}
              onChange={(event) => setAssignMode(event.target.value)}
            >
              <option value="manual">{t('config.assignManual')}</option>
              <option value="aggregation">{t('config.assignAggregation')}</option>
            </SelectField>
            <CheckboxField
              label={t('config.primary')}
              checked={primary}
              onChange={(event) => setPrimary(event.target.checked)}
            />
            {serverErrors.primary ? <p className="field__error">{serverErrors.primary}</p> : null}
          </>
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
                          <option value="">{t('config.modeDefault')}</option>
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
        <div className="form__actions">
          <Button type="submit" variant="primary">
            {adding ? t('config.add') : t('config.save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useState, type ReactNode } from 'react';
import {
  choiceOptionSchema,
  COMPONENT_KIND_NAMES,
  FEEDBACK_MAX_LENGTH,
  isComponentKind,
  isInteractiveComponentKind,
  stripMarkup,
  type ComponentMode,
  type WorkflowId,
} from '@tessera/shared';
import { DateField } from '../../../components/ui/date-field';
import { FieldMessages } from '../../../components/ui/field-messages';
import { RichText } from '../../../components/ui/rich-text';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { ActivityReferenceField } from './activity-reference-field';
import { AttachmentsField, ImageField } from './attachments-field';
import { ComponentReferenceField } from './component-reference-field';
import { GalleryField, MultimediaField, VideoField } from './media-fields';
import { ReferencesField } from './references-field';
import { RichField } from './rich-field';
import { EmptyValue } from './empty-value';
import { UserInfoField } from './user-info-field';

type Content = Record<string, unknown> | undefined;
type Config = Record<string, unknown>;

interface FieldProps {
  config: Config;
  mode: ComponentMode;
  content: Content;
  error?: string;
  onChange: (content: Record<string, unknown>) => void;
  /** The portfolio's owner and template: uploads are checked against the template component's rule. */
  ownerId?: string;
  templateId?: string;
  /** The portfolio shown (galleries, timelines and references link into the reference viewer through it). */
  portfolioId?: string;
  /** The revision shown, when it is one (the history): references are followed as it froze them. */
  revision?: number;
  /** The portfolio's workflow (files offer their preview except in the workflows spec 1 §5 names). */
  workflow?: WorkflowId;
}

const text = (content: Content): string => (typeof content?.content === 'string' ? content.content : '');
function options(config: Config) {
  const raw = Array.isArray(config.button_options) ? config.button_options : [];
  return raw.flatMap((entry) => {
    const parsed = choiceOptionSchema.safeParse(entry);
    return parsed.success ? [{ id: String(parsed.data.id), raw: parsed.data.id, value: parsed.data.value }] : [];
  });
}

/** A labelled control with the required mark, its hint and its error under it. */
function Labelled({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean | undefined }) => ReactNode;
}) {
  const t = useT('portfolios');
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="composer__required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('required')}</span>
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      <FieldMessages hintId={`${id}-hint`} hint={hint} errorId={`${id}-error`} error={error} />
    </div>
  );
}

/** The required mark after a label: a star, and the word for a screen reader. */
function RequiredMark() {
  const t = useT('portfolios');
  return (
    <span className="composer__required">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t('required')}</span>
    </span>
  );
}

/** A read-only answer: its label and value (or that there is none yet). */
function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="composer__readonly">
      {label ? <p className="composer__label">{label}</p> : null}
      <div className="composer__value">{children}</div>
    </div>
  );
}

/**
 * A date component (spec 1 §3, §5): stored ISO, typed and shown in the reader's pattern through the one date
 * field (MM/DD/YYYY in English, dd/mm/aaaa in Spanish). Text that is no date is kept as typed, so the date
 * error blocks auto-save and is shown on save.
 */
function DateInput({ label, required, content, error, onChange }: FieldProps & { label: string; required: boolean }) {
  return (
    <DateField
      label={label}
      labelSuffix={required ? <RequiredMark /> : null}
      value={text(content)}
      error={error}
      onChange={(value) => onChange({ content: value })}
    />
  );
}

/**
 * One component of the portfolio in its mode for the caller (spec 1 §3–4): editable gets its control,
 * visible its read-only value; invisible components are not drawn at all (the composer leaves them out).
 */
export function ComponentField(props: FieldProps) {
  const { config, mode, content, error, onChange } = props;
  const t = useT('portfolios');
  const locale = useLocale();
  const kind = String(config.type);
  const label = typeof config.label === 'string' ? config.label : '';
  // Marked required only where a Submit checks it (spec 1 §5 checks the answers, not the laid-out media).
  const required = config.optional !== true && isComponentKind(kind) && isInteractiveComponentKind(kind);
  const editable = mode === 'editable';
  const value = text(content);

  switch (kind) {
    case 'title':
      // A title with no words yet is no heading (an empty one misleads a screen reader's list of headings).
      return value || label ? <h3 className="composer__title">{value || label}</h3> : null;
    case 'image_gallery':
      return <GalleryField {...props} />;
    case 'video':
      return <VideoField {...props} />;
    case 'multimedia':
      return <MultimediaField {...props} />;
    case 'text':
      // A template's text, or an evidence item's content written in the rich-text editor: drawn through the
      // same allow-list as answers, so its formatting shows and nothing else can.
      return value ? (
        <ReadOnly label={label}>
          <RichText className="composer__text rich-text" html={value} />
        </ReadOnly>
      ) : null;
    case 'rich':
      return (
        <RichField
          config={config}
          mode={mode}
          content={content}
          onChange={onChange}
          renderInner={(innerConfig, innerMode, innerContent, onInnerChange) => (
            <ComponentField
              {...props}
              config={innerConfig}
              mode={innerMode}
              content={innerContent}
              onChange={onInnerChange}
            />
          )}
        />
      );
    case 'textarea':
    case 'feedback': {
      // Answers are rich text (docs/adr/0023-rich-text-answers.md): shown and edited through the allow-list.
      if (!editable)
        return (
          <ReadOnly label={label}>
            {stripMarkup(value).trim() ? (
              <RichText className="composer__text rich-text" html={value} />
            ) : (
              t('empty.answer')
            )}
          </ReadOnly>
        );
      const minimum =
        kind === 'feedback' ? null : typeof config.min_word_count === 'string' ? config.min_word_count : null;
      return (
        <RichTextEditor
          label={label}
          labelExtra={required ? <RequiredMark /> : null}
          initial={value}
          error={error}
          minimumWords={minimum}
          optional={!required}
          characterLimit={kind === 'feedback' ? FEEDBACK_MAX_LENGTH : undefined}
          onChange={(html) => onChange({ content: html })}
        />
      );
    }
    case 'textfield':
    case 'video_link':
    case 'duration':
      if (!editable && !value && kind === 'video_link')
        return (
          <div className="composer__readonly">
            {label ? <p className="composer__label">{label}</p> : null}
            <EmptyValue kind={kind} />
          </div>
        );
      if (!editable) return <ReadOnly label={label}>{value || t('empty.answer')}</ReadOnly>;
      return (
        <Labelled
          label={label}
          required={required}
          hint={kind === 'duration' ? t('durationHint') : undefined}
          error={error}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="field__input"
              type={kind === 'video_link' ? 'url' : 'text'}
              defaultValue={value}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => onChange({ content: event.target.value })}
            />
          )}
        </Labelled>
      );
    case 'date_selection':
      if (!editable) return <ReadOnly label={label}>{value ? displayDate(value, locale) : t('empty.answer')}</ReadOnly>;
      return <DateInput {...props} label={label} required={required} />;
    case 'radio_button':
    case 'dropdown':
    case 'checkbox': {
      const choices = options(config);
      const answer = content?.answer;
      const chosen = Array.isArray(answer) ? answer.map(String) : answer ? [String(answer)] : [];
      // Option ids may be numbers in the template: the answer keeps the template's own id.
      const rawOf = (id: string) => choices.find((option) => option.id === id)?.raw ?? id;
      if (!editable) {
        const names = choices.filter((option) => chosen.includes(option.id)).map((option) => option.value);
        return <ReadOnly label={label}>{names.length > 0 ? names.join(', ') : t('empty.answer')}</ReadOnly>;
      }
      if (kind === 'dropdown')
        return (
          <Labelled label={label} required={required} error={error}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className="field__input"
                value={chosen[0] ?? ''}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => onChange({ answer: event.target.value ? rawOf(event.target.value) : null })}
              >
                <option value="">{t('selectOption')}</option>
                {choices.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.value}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        );
      return (
        <ChoiceGroup
          label={label}
          required={required}
          error={error}
          multiple={kind === 'checkbox'}
          choices={choices}
          chosen={chosen}
          onChange={(ids) => onChange({ answer: kind === 'checkbox' ? ids.map(rawOf) : ids[0] ? rawOf(ids[0]) : null })}
        />
      );
    }
    case 'scoring': {
      const maximum = typeof config.maximum === 'number' ? config.maximum : 100;
      const score = typeof content?.score === 'number' ? String(content.score) : '';
      if (!editable) return <ReadOnly label={label}>{score || 'N/A'}</ReadOnly>;
      return (
        <Labelled label={label} required={required} hint={t('score', { maximum })} error={error}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="field__input"
              inputMode="decimal"
              defaultValue={score}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => {
                const next = event.target.value.trim();
                onChange({ score: next === '' || Number.isNaN(Number(next)) ? null : Number(next) });
              }}
            />
          )}
        </Labelled>
      );
    }
    case 'user_info':
      return <UserInfoField label={label} content={content} mode={mode} onChange={onChange} />;
    case 'activity_reference':
      return (
        <ActivityReferenceField
          componentId={String(config.component_id)}
          label={label || COMPONENT_KIND_NAMES.activity_reference}
          content={content}
          mode={mode}
          ownerId={props.ownerId}
          portfolioId={props.portfolioId}
          revision={props.revision}
          onChange={onChange}
        />
      );
    case 'reference':
      return (
        <ComponentReferenceField
          componentId={String(config.component_id)}
          label={label}
          content={content}
          mode={mode}
          ownerId={props.ownerId}
          portfolioId={props.portfolioId}
          revision={props.revision}
          onChange={onChange}
          renderComponent={(inner, innerContent) => (
            <ComponentField config={inner} mode="visible" content={innerContent} onChange={() => undefined} />
          )}
        />
      );
    case 'task':
      return <TaskField {...props} />;
    case 'portfolio_reference':
    case 'gallery':
    case 'timeline':
      return (
        <ReferencesField
          kind={kind}
          componentId={String(config.component_id)}
          label={label || (isComponentKind(kind) ? COMPONENT_KIND_NAMES[kind] : '')}
          content={content}
          portfolioId={props.portfolioId}
          revision={props.revision}
          mode={mode}
          ownerId={props.ownerId}
          required={required}
          error={error}
          onChange={onChange}
        />
      );
    case 'file_upload':
    case 'edtpa_attachment':
    case 'attachment':
      return (
        <AttachmentsField
          kind={kind}
          config={config}
          mode={mode}
          content={content}
          error={error}
          label={label}
          required={required}
          ownerId={props.ownerId ?? ''}
          templateId={props.templateId}
          portfolioId={props.portfolioId}
          revision={props.revision}
          workflow={props.workflow}
          onChange={onChange}
        />
      );
    case 'image':
      return (
        <ImageField
          mode={mode}
          content={content}
          error={error}
          label={label}
          ownerId={props.ownerId ?? ''}
          portfolioId={props.portfolioId}
          revision={props.revision}
          onChange={onChange}
        />
      );
    default: {
      // Galleries, timelines, images, rubrics: their insert and detail modals come with later slices; the
      // composer shows what they hold.
      const list = Object.values(content ?? {}).find(Array.isArray) as unknown[] | undefined;
      return (
        <ReadOnly label={label || (isComponentKind(kind) ? COMPONENT_KIND_NAMES[kind] : '')}>
          {list && list.length > 0 ? t('items', { count: list.length }) : t('empty.items')}
        </ReadOnly>
      );
    }
  }
}

function ChoiceGroup({
  label,
  required,
  error,
  multiple,
  choices,
  chosen,
  onChange,
}: {
  label: string;
  required: boolean;
  error?: string;
  multiple: boolean;
  choices: { id: string; value: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT('portfolios');
  const id = useId();
  return (
    <fieldset className="field composer__choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">
        {label}
        {required ? (
          <span className="composer__required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('required')}</span>
          </span>
        ) : null}
      </legend>
      {choices.map((option) => (
        <label key={option.id} className="composer__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            checked={chosen.includes(option.id)}
            onChange={(event) =>
              onChange(
                multiple
                  ? event.target.checked
                    ? [...chosen, option.id]
                    : chosen.filter((entry) => entry !== option.id)
                  : [option.id],
              )
            }
          />
          {option.value}
        </label>
      ))}
      <FieldMessages errorId={`${id}-error`} error={error} hintId={`${id}-hint`} />
    </fieldset>
  );
}

/** The task's title field takes the focus when it opens (it replaced the button that was focused). */
const focusOnOpen = (input: HTMLInputElement | null) => {
  if (input && document.activeElement !== input) input.focus();
};

/** A task: an empty title reads 'Title: click here to edit' (spec 1 §5) and opens for editing. */
function TaskField({ mode, content, onChange }: FieldProps) {
  const t = useT('portfolios');
  const msg = useT('messages');
  const title = typeof content?.title === 'string' ? content.title.trim() : '';
  const describe = typeof content?.describe === 'string' ? content.describe.trim() : '';
  const [editing, setEditing] = useState(false);
  if (mode !== 'editable' || (!editing && title !== ''))
    return (
      <div className="composer__task">
        {mode === 'editable' ? (
          <button type="button" className="composer__task-title" onClick={() => setEditing(true)}>
            {title}
            <span className="visually-hidden"> {t('task.edit')}</span>
          </button>
        ) : (
          <>
            <p className="composer__task-title">{title || msg('components.task.title_placeholder')}</p>
            {/* A task's description, or the spec's empty state (spec 1 §8 'No Description'). */}
            {describe ? <p className="composer__value">{describe}</p> : <EmptyValue kind="task" />}
          </>
        )}
      </div>
    );
  if (!editing)
    return (
      <button
        type="button"
        className="composer__task-title composer__task-title--empty"
        onClick={() => setEditing(true)}
      >
        {msg('components.task.title_placeholder')}
      </button>
    );
  return (
    <div className="field">
      <label className="field__label">
        {t('task.title')}
        <input
          className="field__input"
          ref={focusOnOpen}
          defaultValue={title}
          onChange={(event) => onChange({ ...(content ?? {}), title: event.target.value })}
          onBlur={() => setEditing(false)}
        />
      </label>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  altTextCounter,
  COMPONENT_ALT_TEXT_MAX_LENGTH,
  EVIDENCE_CONTENT_COMPONENT_ID,
  PORTFOLIO_LIMITS,
  SAVE_DEBOUNCE_MS,
  type Portfolio,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { FieldMessages } from '../../../components/ui/field-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useAttachmentUi } from '../../../lib/attachment-ui';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { sameScreenState } from '../../../lib/same-screen';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { createEvidenceItem } from '../api/create-evidence';
import { portfolioQueryOptions } from '../api/get-portfolio';
import { resourceKeys } from '../../../lib/query-keys';
import { saveEvidenceItem } from '../api/save-evidence';
import { useSavingIndicator } from '../utils/use-saving-indicator';
import {
  descriptionProblems,
  draftOf,
  EVIDENCE_STEPS,
  hasUnreadDate,
  isDraftChanged,
  newEvidencePages,
  saveBody,
  stepBeside,
  stepOfErrors,
  type EvidenceDraft,
  type EvidenceStep,
} from '../utils/evidence-draft';
import { ComponentField } from './component-field';

const STALE = 'portfolios.stale';

/**
 * The evidence editor (spec 1 §2, §4): two steps in the spec's order — create-content (the item's page, each
 * component in its mode, through the composer's ComponentField) and edit-description (cover image cropped at
 * 1.5:1 through the attachments dialog, its alternative text, title, date in the reader's pattern, abstract)
 * — with a step indicator (aria-current), Back and Next, and "Save as draft" on both. Auto-save runs from the
 * first change (spec 3 §4), so nothing typed into a new item is lost: the first save, auto or not, makes the
 * item (POST, then PUT …/evidence), later ones save at the version held; a stale save (409) shows the newer
 * item and says so. Unsaved work asks before leaving.
 */
export function EvidenceEditor({
  evidence,
  ownerId,
  initialStep = 'create-content',
}: {
  /** The item as read; null for a new one (made by the first save). */
  evidence: Portfolio | null;
  ownerId: string;
  initialStep?: EvidenceStep;
}) {
  const t = useT('portfolios');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attachmentUi = useAttachmentUi();
  const id = useId();
  const [base, setBase] = useState<Portfolio | null>(evidence);
  // What the server holds, as the fields hold it: what a save sent once it went through (so an auto-save never
  // rewrites the text being typed, nor finds its own sanitised answer "changed"), or the item as read.
  const [saved, setSaved] = useState<EvidenceDraft>(() => draftOf(evidence));
  const [draft, setDraft] = useState<EvidenceDraft>(() => draftOf(evidence));
  const [step, setStep] = useState<EvidenceStep>(initialStep);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** A save pressed (the button says "Saving..."); an auto-save runs without it. */
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  // The content fields are drawn afresh only when their content is replaced from elsewhere (a newer item, a
  // discarded edit), never after one's own save: a field redrawn while typing would lose the caret.
  const [generation, setGeneration] = useState(0);
  /** The draft an auto-save was refused for: not sent again until it changes. */
  const [refused, setRefused] = useState<EvidenceDraft | null>(null);
  const [choosingCover, setChoosingCover] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Saves run from timers and clicks, one at a time: each reads the newest draft, item and saved state here.
  const latest = useRef({ draft, base, saved });
  useEffect(() => {
    latest.current = { draft, base, saved };
  });
  const inFlight = useRef<Promise<unknown> | null>(null);
  const dirty = isDraftChanged(draft, saved);
  const leave = useLeaveGuard(dirty);
  const layout = base ?? newEvidencePages();
  const stepNumber = EVIDENCE_STEPS.indexOf(step) + 1;
  const previous = stepBeside(step, -1);
  const next = stepBeside(step, 1);
  const counter = altTextCounter(draft.coverAlt);
  const savingShown = useSavingIndicator(saving);

  const goTo = (target: EvidenceStep, focus: 'heading' | 'invalid' = 'heading') => {
    setStep(target);
    // The new step's heading (or its first refused field) takes the focus once it is drawn.
    requestAnimationFrame(() => {
      const invalid =
        focus === 'invalid' ? document.querySelector<HTMLElement>('.evidence-editor [aria-invalid="true"]') : null;
      (invalid ?? heading.current)?.focus();
    });
  };

  const edit = (change: Partial<EvidenceDraft>, clears: string[]) => {
    setDraft((now) => ({ ...now, ...change }));
    if (clears.some((field) => errors[field])) {
      setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !clears.includes(field))));
    }
  };

  /**
   * Saves the newest draft: Save (checks the title and date first, says so in a toast) or an auto-save (from
   * the first change, spec 3 §4; nothing said unless it fails). The first save of a new item makes it (POST),
   * then every save is a PUT at the version held; one save at a time.
   */
  const save = async (auto = false) => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    const run = persist(auto);
    inFlight.current = run;
    try {
      await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  };

  const persist = async (auto: boolean) => {
    const { draft: sent, base: held, saved: before } = latest.current;
    if (auto && (!isDraftChanged(sent, before) || hasUnreadDate(sent))) return;
    if (!auto) {
      setFailure(null);
      const problems = descriptionProblems(sent);
      if (Object.keys(problems).length > 0) {
        setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, msg(key)])));
        goTo('edit-description', 'invalid');
        return;
      }
      setBusy(true);
    }
    setSaving(true);
    let item = held;
    try {
      if (!item) {
        item = await createEvidenceItem(ownerId, sent.title.trim());
        setBase(item);
        latest.current = { ...latest.current, base: item };
      }
      const result = await saveEvidenceItem(ownerId, item.id, {
        ...saveBody(sent, before, item.version),
        ...(auto ? { auto_save: true } : {}),
      });
      const savedItem = result.portfolio;
      queryClient.setQueryData(portfolioQueryOptions(ownerId, savedItem.id).queryKey, savedItem);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.timeline(ownerId) });
      setBase(savedItem);
      setFailure(null);
      if (auto) {
        // What was sent is saved; the fields keep what is being typed.
        setSaved(sent);
        latest.current = { ...latest.current, base: savedItem, saved: sent };
      } else {
        // What was sent is now shown as the server words it; edits made meanwhile stay unsaved.
        const answered = draftOf(savedItem);
        setSaved(answered);
        setErrors({});
        if (latest.current.draft === sent) setDraft(answered);
        latest.current = { ...latest.current, base: savedItem, saved: answered };
        toast.show(result.message);
      }
      if (!held && !evidence) {
        // The item has its own address now, in place of /evidence/new (Back then leaves the editor).
        leave.replaceAddress(
          () =>
            void navigate(paths.evidence(ownerId, savedItem.id), {
              replace: true,
              state: { step, ...sameScreenState(paths.newEvidence) },
            }),
        );
      }
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === STALE && item) {
        const fresh = await queryClient
          .fetchQuery({ ...portfolioQueryOptions(ownerId, item.id), staleTime: 0 })
          .catch(() => null);
        if (fresh) {
          setBase(fresh);
          setSaved(draftOf(fresh));
          setDraft(draftOf(fresh));
          setGeneration((now) => now + 1);
        }
        setErrors({});
        setFailure(errorText(error, locale));
      } else {
        if (auto) setRefused(sent);
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
          setFailure(errorText(error, locale));
          // An auto-save's refusal is said where it is; only Save takes the reader to the field.
          if (!auto) goTo(stepOfErrors(error.fields), 'invalid');
        } else {
          setFailure(errorText(error, locale));
        }
      }
    } finally {
      setSaving(false);
      if (!auto) setBusy(false);
    }
  };

  // Auto-save (spec 3 §4, spec 1 §4): 650 ms after the last change, from the first one, a new item included; a
  // date the field could not read blocks it (spec 1 §4), and a draft a save was refused for waits for a change.
  const autoSaveDue = dirty && !hasUnreadDate(draft) && draft !== refused;
  useEffect(() => {
    if (!autoSaveDue) return undefined;
    const timer = setTimeout(() => void save(true), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `save` reads the newest draft through its ref; the timer restarts on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, autoSaveDue]);

  const contentStep = (
    <div className="evidence-editor__content">
      {layout.pages.map((page) =>
        page.components.map((config) => {
          const componentId = String(config.component_id);
          const mode = layout.component_modes[componentId] ?? 'visible';
          if (mode === 'invisible') return null;
          // The evidence page's text component is what the owner writes here (create-content): drawn as a text
          // area (the same { content } shape; a template's text is an author's fixed text, never written in the
          // composer), labelled in the reader's language, and not required (a draft may be saved without it).
          const shown =
            componentId === EVIDENCE_CONTENT_COMPONENT_ID
              ? { ...config, type: 'textarea', label: t('evidence.content'), optional: true }
              : config;
          return (
            <div key={`${componentId}-${generation}`} className="composer__component">
              <ComponentField
                config={shown}
                mode={mode}
                content={draft.content[componentId] as Record<string, unknown> | undefined}
                error={errors[componentId]}
                onChange={(content) => edit({ content: { ...draft.content, [componentId]: content } }, [componentId])}
                ownerId={ownerId}
              />
            </div>
          );
        }),
      )}
    </div>
  );

  const descriptionStep = (
    <div className="evidence-editor__description">
      <fieldset className="evidence-editor__cover">
        <legend className="field__label">{t('evidence.cover')}</legend>
        {draft.cover ? (
          <img
            className="evidence-editor__cover-image"
            src={draft.cover.url}
            alt={draft.coverAlt.trim() || t('evidence.coverNoAlt')}
          />
        ) : (
          <p className="muted">{t('evidence.noCover')}</p>
        )}
        <div className="button-row">
          <Button
            onClick={() => setChoosingCover(true)}
            disabled={!attachmentUi}
            aria-describedby={errors.cover_image_id ? `${id}-cover-error` : undefined}
          >
            {draft.cover ? t('evidence.changeCover') : t('evidence.chooseCover')}
          </Button>
          {draft.cover ? (
            <Button onClick={() => edit({ cover: null, coverAlt: '' }, ['cover_image_id', 'cover_alternative_text'])}>
              {t('evidence.removeCover')}
            </Button>
          ) : null}
        </div>
        {errors.cover_image_id ? (
          <p id={`${id}-cover-error`} className="field__error">
            {errors.cover_image_id}
          </p>
        ) : null}
      </fieldset>
      {draft.cover ? (
        <div className="field">
          <label htmlFor={`${id}-alt`} className="field__label">
            {t('evidence.altText')}
          </label>
          <input
            id={`${id}-alt`}
            className="field__input"
            maxLength={COMPONENT_ALT_TEXT_MAX_LENGTH}
            value={draft.coverAlt}
            aria-invalid={errors.cover_alternative_text ? true : undefined}
            aria-describedby={`${id}-alt-hint ${id}-alt-count${errors.cover_alternative_text ? ` ${id}-alt-error` : ''}`}
            onChange={(event) => edit({ coverAlt: event.target.value }, ['cover_alternative_text'])}
          />
          <FieldMessages
            hintId={`${id}-alt-hint`}
            hint={t('evidence.altHint')}
            errorId={`${id}-alt-error`}
            error={errors.cover_alternative_text}
          />
          <p id={`${id}-alt-count`} className="field__hint" aria-live="polite">
            {counter.messages.map((entry) => msg(entry.key, entry.params)).join(' ')}
          </p>
        </div>
      ) : null}
      <FormField
        label={t('evidence.titleField')}
        required
        aria-required="true"
        maxLength={PORTFOLIO_LIMITS.title}
        value={draft.title}
        error={errors.title}
        onChange={(event) => edit({ title: event.target.value }, ['title'])}
      />
      <DateField
        label={t('evidence.date')}
        value={draft.date}
        error={errors.date}
        onChange={(date) => edit({ date }, ['date'])}
      />
      <div className="field">
        <label htmlFor={`${id}-abstract`} className="field__label">
          {t('evidence.abstract')}
        </label>
        <textarea
          id={`${id}-abstract`}
          className="field__input composer__textarea"
          rows={5}
          maxLength={PORTFOLIO_LIMITS.abstract}
          value={draft.abstract}
          aria-invalid={errors.abstract_text ? true : undefined}
          aria-describedby={errors.abstract_text ? `${id}-abstract-error` : undefined}
          onChange={(event) => edit({ abstract: event.target.value }, ['abstract_text'])}
        />
        <FieldMessages hintId={`${id}-abstract-hint`} errorId={`${id}-abstract-error`} error={errors.abstract_text} />
      </div>
    </div>
  );

  return (
    <div className="evidence-editor">
      <nav aria-label={t('evidence.steps')} className="evidence-editor__steps">
        <ol>
          {EVIDENCE_STEPS.map((entry, index) => (
            <li key={entry}>
              <button
                type="button"
                className="evidence-editor__step"
                aria-current={entry === step ? 'step' : undefined}
                onClick={() => goTo(entry)}
              >
                <span className="evidence-editor__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="visually-hidden">
                  {t('evidence.stepOf', { n: index + 1, total: EVIDENCE_STEPS.length })}
                </span>
                {t(`evidence.step.${entry}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <FormAlert message={failure} />

      <section className="evidence-editor__panel" aria-labelledby={`${id}-step`}>
        <h2 id={`${id}-step`} ref={heading} tabIndex={-1}>
          {t('evidence.stepHeading', { n: stepNumber, title: t(`evidence.step.${step}`) })}
        </h2>
        <p className="muted">{t(`evidence.stepHint.${step}`)}</p>
        {step === 'create-content' ? contentStep : descriptionStep}
      </section>

      <div className="evidence-editor__actions">
        <div className="button-row">
          {previous ? (
            <Button onClick={() => goTo(previous)} disabled={busy}>
              {t('evidence.back')}
            </Button>
          ) : null}
          {next ? (
            <Button onClick={() => goTo(next)} disabled={busy}>
              {t('evidence.next')}
            </Button>
          ) : null}
          <Button variant="primary" onClick={() => void save()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? msg('workflows.saving') : t('evidence.save')}
          </Button>
        </div>
        <p className="composer__status" role="status">
          {savingShown ? msg('workflows.saving') : dirty ? t('unsaved') : base ? t('allSaved') : ''}
        </p>
      </div>

      {attachmentUi ? (
        <attachmentUi.CoverPicker
          open={choosingCover}
          onClose={() => setChoosingCover(false)}
          onPicked={(cover) => edit({ cover }, ['cover_image_id'])}
        />
      ) : null}
      <ConfirmDialog
        open={leave.pending !== null}
        title={t('confirm.leaveTitle')}
        confirmLabel={t('confirm.leave')}
        onConfirm={() => {
          setDraft(saved);
          setGeneration((now) => now + 1);
          leave.leave((href) => void Promise.resolve().then(() => navigate(href)));
        }}
        onClose={leave.stay}
      >
        <p>{msg('workflows.unsaved_changes')}</p>
      </ConfirmDialog>
    </div>
  );
}

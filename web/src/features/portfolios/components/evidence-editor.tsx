import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  altTextCounter,
  COMPONENT_ALT_TEXT_MAX_LENGTH,
  EVIDENCE_CONTENT_COMPONENT_ID,
  PORTFOLIO_LIMITS,
  type Portfolio,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { portfoliosKeys } from '../api/keys';
import { saveEvidenceItem } from '../api/save-evidence';
import {
  descriptionProblems,
  draftOf,
  EVIDENCE_STEPS,
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
 * 1.5:1 through the attachments dialog, its alternative text, title, date MM/DD/YYYY, abstract) — with a step
 * indicator (aria-current), Back and Next, and "Save as draft" on both: the first save makes the item (POST, then
 * PUT …/evidence), later ones save at the version read; a stale save (409) shows the newer item and says so.
 * Unsaved work asks before leaving.
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
  const [draft, setDraft] = useState<EvidenceDraft>(() => draftOf(evidence));
  const [step, setStep] = useState<EvidenceStep>(initialStep);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choosingCover, setChoosingCover] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  const saved = draftOf(base);
  const dirty = isDraftChanged(draft, saved);
  const leave = useLeaveGuard(dirty);
  const layout = base ?? newEvidencePages();
  const stepNumber = EVIDENCE_STEPS.indexOf(step) + 1;
  const previous = stepBeside(step, -1);
  const next = stepBeside(step, 1);
  const counter = altTextCounter(draft.coverAlt);

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

  const save = async () => {
    setFailure(null);
    const problems = descriptionProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, msg(key)])));
      goTo('edit-description', 'invalid');
      return;
    }
    const sent = draft;
    setBusy(true);
    let item = base;
    try {
      if (!item) {
        item = await createEvidenceItem(ownerId, sent.title.trim());
        setBase(item);
      }
      const result = await saveEvidenceItem(ownerId, item.id, saveBody(sent, draftOf(item), item.version));
      const savedItem = result.portfolio;
      queryClient.setQueryData(portfolioQueryOptions(ownerId, savedItem.id).queryKey, savedItem);
      void queryClient.invalidateQueries({ queryKey: [...portfoliosKeys.all, 'timeline', ownerId] });
      setBase(savedItem);
      setErrors({});
      // What was sent is now saved as the server words it (the date as MM/DD/YYYY); later edits stay unsaved.
      if (draftRef.current === sent) setDraft(draftOf(savedItem));
      toast.show(result.message);
      if (!evidence) {
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
          setDraft(draftOf(fresh));
        }
        setErrors({});
        setFailure(errorText(error, locale));
      } else if (isApiError(error) && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        setFailure(errorText(error, locale));
        goTo(stepOfErrors(error.fields), 'invalid');
      } else {
        setFailure(errorText(error, locale));
      }
    } finally {
      setBusy(false);
    }
  };

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
            <div key={`${componentId}-${base?.version ?? 0}`} className="composer__component">
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
      <FormField
        label={t('evidence.date')}
        hint={t('dateHint')}
        inputMode="numeric"
        autoComplete="off"
        value={draft.date}
        error={errors.date}
        onChange={(event) => edit({ date: event.target.value }, ['date'])}
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
          {dirty ? t('unsaved') : base ? t('allSaved') : ''}
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
          leave.leave((href) => void Promise.resolve().then(() => navigate(href)));
        }}
        onClose={leave.stay}
      >
        <p>{msg('workflows.unsaved_changes')}</p>
      </ConfirmDialog>
    </div>
  );
}

import { useState } from 'react';
import type { Portfolio } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';

type Offer = NonNullable<Portfolio['template_update']>;

/**
 * The offer of a newer template version at the owner's open (ADR 0028 §2): which answers it would remove, by page
 * and field, and the two choices. Using a version that removes answers asks first (they cannot be brought back);
 * one that removes none (the next draft of submitted work) is taken at once. While the composer holds unsaved
 * changes the choice waits for them to be saved.
 */
export function TemplateUpdateNotice({
  offer,
  submitted,
  blocked,
  pending,
  error,
  onAccept,
  onKeep,
}: {
  offer: Offer;
  /** The portfolio has submitted revisions: they keep their version. */
  submitted: boolean;
  /** Unsaved changes: saved first. */
  blocked: boolean;
  pending: boolean;
  error: string | null;
  onAccept: () => void;
  onKeep: () => void;
}) {
  const t = useT('portfolios');
  const [confirming, setConfirming] = useState(false);
  const lost = offer.lost.length;
  return (
    <section className="notice template-update" aria-labelledby="template-update-title">
      <h2 id="template-update-title" className="template-update__title">
        {t('templateUpdate.title')}
      </h2>
      {lost > 0 ? (
        <>
          <p>{t('templateUpdate.lost', { count: lost })}</p>
          <ul className="template-update__list">
            {offer.lost.map((answer) => (
              <li key={answer.component_id}>
                {t('templateUpdate.answer', { page: answer.page_title, field: answer.field_title })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('templateUpdate.noneLost')}</p>
      )}
      {submitted ? <p>{t('templateUpdate.revisions')}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      {blocked ? <p>{t('templateUpdate.saveFirst')}</p> : null}
      <div className="template-update__actions">
        <Button
          variant="primary"
          disabled={blocked || pending}
          onClick={() => (lost > 0 ? setConfirming(true) : onAccept())}
        >
          {t('templateUpdate.accept')}
        </Button>
        <Button variant="secondary" disabled={blocked || pending} onClick={onKeep}>
          {t('templateUpdate.keep')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('templateUpdate.confirmTitle')}
        confirmLabel={t('templateUpdate.accept')}
        destructive
        pending={pending}
        onConfirm={() => {
          setConfirming(false);
          onAccept();
        }}
        onClose={() => setConfirming(false)}
      >
        <p>{t('templateUpdate.confirm', { count: lost })}</p>
      </ConfirmDialog>
    </section>
  );
}

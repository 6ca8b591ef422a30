import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { fetchProfileResume } from '../api/get-profile-resume';

/**
 * "Resume file" on another member's profile (spec 2 §3, §6: faculty and administrators read the resume): asks
 * the server for a fresh download link when pressed (links expire, so none is kept) and hands it to the
 * browser; the file downloads under its cleaned name. A failure says so beside it.
 */
export function ResumeLink({ userId }: { userId: string }) {
  const t = useT('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const { url } = await fetchProfileResume(userId);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.rel = 'noopener';
      anchor.click();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="profile-view__link"
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {t('profile.resumeFile')}
      </button>
      {failed ? (
        <span role="alert" className="field__error">
          {' '}
          {t('profile.resumeFailed')}
        </span>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { referenceHref, type ReferenceLink } from '../utils/reference-link';

/**
 * The portfolio viewer (spec 1 §2 "portfolio viewer with iframe"): a referenced item opened in the reference
 * viewer route inside a frame, so the reader stays where they were in the composer. The frame is titled for
 * screen readers. Focus starts on the dialog's close control; the framed page may take it (its heading), so
 * Escape in the frame closes the viewer as well;
 * "Open in this window" follows the same link for a reader who wants the whole page.
 */
export function PortfolioViewerButton({ link, title }: { link: ReferenceLink; title: string }) {
  const t = useT('portfolios');
  const [open, setOpen] = useState(false);
  const href = referenceHref(link);
  // The frame shows the viewer without the app's header and navigation; "Open in this window" shows it whole.
  const framedHref = referenceHref(link, { framed: true });
  return (
    <>
      <Button size="small" variant="ghost" aria-label={t('viewer.openNamed', { title })} onClick={() => setOpen(true)}>
        {t('viewer.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('viewer.title', { title })}
        size="wide"
        initialFocus="[data-dialog-close]"
      >
        <div className="stack">
          <iframe
            className="portfolio-viewer__frame"
            src={framedHref}
            title={t('viewer.frame', { title })}
            onLoad={(event) => {
              // The framed page takes focus (its heading); Escape pressed in it closes the viewer too.
              const framed = event.currentTarget.contentWindow;
              try {
                framed?.addEventListener('keydown', (key) => {
                  if (key.key === 'Escape') setOpen(false);
                });
              } catch {
                // Not the app's own page (it cannot be: the link is the reference viewer's); nothing to add.
              }
            }}
          />
          <div className="form__actions">
            <a className="button button--secondary" href={href}>
              {t('viewer.full')}
            </a>
          </div>
        </div>
      </Dialog>
    </>
  );
}

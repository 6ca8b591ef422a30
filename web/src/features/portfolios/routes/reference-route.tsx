import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { usePortfolioReference } from '../api/get-portfolio-reference';
import { ComponentField } from '../components/component-field';
import { parseReferenceHash } from '../utils/reference-link';
import '../portfolios.css';

/**
 * The reference viewer (spec 1 §2: `/portfolios/reference/#/portfolios/{original}/reference/{reference}` with
 * its query): an item a portfolio references, read-only, as its owner shows it, for whoever reads the
 * referencing portfolio (a student's own gallery item, or the evidence an assessor follows from the work they
 * assess, as the revision named froze it). Anything else says "Resource does not exist!".
 */
export function ReferenceRoute() {
  const t = useT('portfolios');
  const msg = useT('messages');
  const common = useT('common');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const link = parseReferenceHash(hash);
  const reference = usePortfolioReference(link);
  // In the portfolio viewer's frame there is no Back: the frame's history is the composer's (it would leave the
  // composer), and the dialog around it closes the viewer.
  const framed = window.self !== window.top;
  const back = framed ? undefined : (
    <Button icon={ArrowLeft} onClick={() => void navigate(-1)}>
      {t('references.back')}
    </Button>
  );
  if (!link || !reference.data) {
    const failed = !link || reference.error !== null;
    return (
      <section className="page">
        <PageHeader title={failed ? msg('portfolios.not_found') : t('references.title')} actions={back} />
        {link && reference.isPending ? <p>{common('loading')}</p> : null}
        {failed ? (
          <p role="alert" className="error-text">
            {isApiError(reference.error) && reference.error.status >= 500
              ? reference.error.message
              : msg('portfolios.not_found')}
          </p>
        ) : null}
      </section>
    );
  }
  const item = reference.data;
  return (
    <section className="page">
      <PageHeader title={item.title} actions={back} />
      <p className="composer__meta">
        <span>{t(item.type === 'evidence' ? 'references.evidence' : 'references.portfolio')}</span>{' '}
        <span>{t('owner', { name: item.owner_full_name })}</span>
        {link.revision !== undefined ? <span> {t('references.revision', { version: link.revision })}</span> : null}
      </p>
      {item.cover_url ? (
        <img className="reference-viewer__cover" src={item.cover_url} alt={item.cover_alternative_text} />
      ) : null}
      {item.abstract_text ? <p className="reference-viewer__abstract">{item.abstract_text}</p> : null}
      <div className="composer reference-viewer">
        {item.pages.map((page) => (
          <section
            key={page.id}
            className="composer__page"
            // In the portfolio viewer's frame the pages are not named regions: the composer framing it has its own.
            aria-label={framed ? undefined : page.title || t('references.content')}
          >
            {page.title ? <h2>{page.title}</h2> : null}
            {page.components.length === 0 ? <p>{t('empty.page')}</p> : null}
            {page.components.map((config) => (
              <div
                key={String(config.component_id)}
                className="composer__component"
                data-component={String(config.component_id)}
              >
                <ComponentField
                  config={config}
                  mode="visible"
                  content={item.content[String(config.component_id)] as Record<string, unknown> | undefined}
                  onChange={() => undefined}
                />
              </div>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

export default ReferenceRoute;

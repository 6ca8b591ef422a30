import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_WIDTH_PX, clearTarget, isSearchPath, searchTarget } from '../utils/search-location';

/**
 * The shell's search box (spec 1 §2): opens from a button, is 150 px wide, collapses whenever the route
 * changes unless the new path contains /search; submitting opens /{section}/search?q=&category=,
 * clearing returns to /{section}/all.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSearchRoute = isSearchPath(location.pathname);
  const [expanded, setExpanded] = useState(onSearchRoute);
  const [query, setQuery] = useState(onSearchRoute ? (params.get('q') ?? '') : '');
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shouldFocus = useRef(false);
  const previousPath = useRef(location.pathname);
  const inputId = useId();

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    if (isSearchPath(location.pathname)) {
      setExpanded(true);
      setQuery(new URLSearchParams(location.search).get('q') ?? '');
    } else {
      setExpanded(false);
      setQuery('');
    }
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (expanded && shouldFocus.current) {
      shouldFocus.current = false;
      inputRef.current?.focus();
    }
  }, [expanded]);

  if (!expanded) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="button button--ghost"
        aria-expanded={false}
        onClick={() => {
          shouldFocus.current = true;
          setExpanded(true);
        }}
      >
        {t('search.open')}
      </button>
    );
  }

  const category = onSearchRoute ? params.get('category') : null;
  return (
    <form
      role="search"
      className="search-box"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) setQuery('');
        void navigate(searchTarget(location.pathname, query, category));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="search-box__input"
        style={{ width: SEARCH_WIDTH_PX }}
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !onSearchRoute) {
            event.preventDefault();
            setExpanded(false);
            setQuery('');
          }
        }}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setQuery('');
          void navigate(clearTarget(location.pathname));
        }}
      >
        {t('search.clear')}
      </button>
    </form>
  );
}

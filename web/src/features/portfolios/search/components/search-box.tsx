import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../../../components/ui/icon-button';
import { useT } from '../../../../lib/i18n';
import { SEARCH_WIDTH_PX, clearTarget, isSearchPath, searchTarget } from '../utils/search-location';

/**
 * The shell's search box (spec 1 §2): opens from a button, is 150 px wide, collapses whenever the route
 * changes unless the new path contains /search; Enter (or the search button) opens
 * /{section}/search?q=&category=, its one clear control returns to /{section}/all.
 */
export function SearchBox() {
  const t = useT('search');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSearchRoute = isSearchPath(location.pathname);
  const [expanded, setExpanded] = useState(onSearchRoute);
  const [query, setQuery] = useState(onSearchRoute ? (params.get('q') ?? '') : '');
  const [seenPath, setSeenPath] = useState(location.pathname);
  const inputRef = useRef<HTMLInputElement>(null);
  const shouldFocus = useRef(false);
  const inputId = useId();

  // A new route collapses the box, unless it is a search route (then it shows that route's query).
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setExpanded(onSearchRoute);
    setQuery(onSearchRoute ? (params.get('q') ?? '') : '');
  }

  useEffect(() => {
    if (expanded && shouldFocus.current) {
      shouldFocus.current = false;
      inputRef.current?.focus();
    }
  }, [expanded]);

  if (!expanded) {
    return (
      <IconButton
        label={t('open')}
        icon={Search}
        aria-expanded={false}
        onClick={() => {
          shouldFocus.current = true;
          setExpanded(true);
        }}
      />
    );
  }

  const category = onSearchRoute ? params.get('category') : null;
  return (
    <form
      role="search"
      className="search-box"
      aria-label={t('label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) setQuery('');
        void navigate(searchTarget(location.pathname, query, category));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="search-box__input"
        style={{ width: SEARCH_WIDTH_PX }}
        value={query}
        placeholder={t('placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !onSearchRoute) {
            event.preventDefault();
            setExpanded(false);
            setQuery('');
          }
        }}
      />
      <IconButton label={t('submit')} icon={Search} type="submit" />
      <IconButton
        label={t('clear')}
        icon={X}
        onClick={() => {
          setQuery('');
          void navigate(clearTarget(location.pathname));
        }}
      />
    </form>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOG_SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { addressWithQuery, queryOfAddress, searchQuery } from '../../blog/searchQuery';

export interface SearchState {
  /** What the search field shows. */
  text: string;
  /** The search the feed shows, as searchQuery reads it; '' for the feed itself. */
  query: string;
  /** The visitor changed the field: the feed searches for it once typing pauses (BLOG_SEARCH_DEBOUNCE_MS), at once when it is emptied. */
  type: (text: string) => void;
  /** Enter, or the search button: the feed searches for what the field holds, now. */
  submit: () => void;
  /** Back to the feed: the field emptied. */
  clear: () => void;
}

/** The search the page's address holds; none while the build renders the page. */
const addressQuery = () => (typeof window === 'undefined' ? '' : queryOfAddress(window.location.search));

/**
 * The blog's search as the page's address holds it (`/blog?q=кастинг`), so that a search can be shared, a reload
 * shows it again and the browser's Back and Forward move between it and the feed: going from the feed to a search,
 * or from a search back to the feed, adds an entry to the history; a search refined as the visitor types replaces its
 * own, so Back from any search leads to the feed. https://developer.mozilla.org/docs/Web/API/History_API
 *
 * The build renders the field empty, and the field shows the address's search once the island has hydrated (an
 * effect), so hydration finds the markup it rendered; the feed searches from the first render on.
 */
export function useSearchQuery(): SearchState {
  const [query, setQuery] = useState(addressQuery);
  const [text, setText] = useState('');
  const shown = useRef(query);
  const pending = useRef<ReturnType<typeof setTimeout>>();

  const show = useCallback((typed: string) => {
    clearTimeout(pending.current);
    const next = searchQuery(typed);
    if (next === shown.current) return;
    const entering = (shown.current === '') !== (next === '');
    const address = addressWithQuery(window.location.href, next);
    if (entering) window.history.pushState(null, '', address);
    else window.history.replaceState(window.history.state, '', address);
    shown.current = next;
    setQuery(next);
  }, []);

  useEffect(() => {
    if (shown.current) setText(shown.current);
    const onPopState = () => {
      clearTimeout(pending.current);
      shown.current = addressQuery();
      setQuery(shown.current);
      setText(shown.current);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimeout(pending.current);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const type = useCallback(
    (typed: string) => {
      setText(typed);
      clearTimeout(pending.current);
      if (searchQuery(typed) === '') show('');
      else pending.current = setTimeout(() => show(typed), BLOG_SEARCH_DEBOUNCE_MS);
    },
    [show],
  );

  const clear = useCallback(() => {
    setText('');
    show('');
  }, [show]);

  return { text, query, type, submit: () => show(text), clear };
}

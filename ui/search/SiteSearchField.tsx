import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useFocusWithin } from 'react-aria';
import { Autocomplete, Input, Label, ListBox, ListBoxItem, TextField } from 'react-aria-components';
import { type SearchResult, searchCalls } from '../../core/schemas/index';
import { TEXT_LIMITS } from '../../core/schemas/limits';
import { SEARCH_SUGGESTIONS, suggestsFor } from '../../core/search/index';
import { DEFAULT_DEBOUNCE_MS } from '../../core/site/index';
import { useApi } from '../app/api';
import { useSearchT } from './messages';
import './search.css';

const SEE_ALL = '#see-all';

interface Item {
  id: string;
  result: SearchResult | null;
}

/**
 * The site search field (issue 20 §3), in the header and in the mobile menu: suggestions as you type
 * (after part 2 §9's "default debounce 350 ms"; an older request is aborted by a newer one), a last option
 * that opens every result, and Enter that does the same when no suggestion is focused. A React Aria
 * Autocomplete (text field with role combobox, virtual focus on a listbox), not a ComboBox: a ComboBox's open
 * popover aria-hides the rest of the page while it stays focusable (see ui/forms/AddressField.tsx). Escape
 * closes the list, ArrowDown reopens it.
 */
export function SiteSearchField({
  variant,
  onNavigate,
}: {
  variant: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const { t } = useSearchT();
  const api = useApi();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });

  const query = text.trim();
  const asks = suggestsFor(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed query starts a search; `api` does not change
  useEffect(() => {
    if (!asks) {
      setResults([]);
      setAnsweredFor(null);
      return;
    }
    const controller = new AbortController();
    const debounce = setTimeout(async () => {
      setSearching(true);
      try {
        const answer = await api.call(
          searchCalls.search,
          { q: query, page_number: 1, page_size: SEARCH_SUGGESTIONS },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        setResults(answer.data);
      } catch {
        if (controller.signal.aborted) return;
        // The field stays usable: Enter still opens the results page, which says what went wrong.
        setResults([]);
      }
      setAnsweredFor(query);
      setSearching(false);
    }, DEFAULT_DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      controller.abort();
      setSearching(false);
    };
  }, [query, asks]);

  const open = focused && !dismissed && asks && (answeredFor !== null || searching);
  const items: Item[] = [
    ...results.map((result) => ({ id: result.href, result })),
    ...(answeredFor !== null ? [{ id: SEE_ALL, result: null }] : []),
  ];

  const close = () => {
    setDismissed(true);
    onNavigate?.();
  };
  const showAll = () => {
    if (query === '') return;
    close();
    void navigate({ to: '/search', search: { q: query } });
  };
  const go = (key: string) => {
    if (key === SEE_ALL) return showAll();
    close();
    setText('');
    // A result's href is a path of this site inside the language prefix (the router's basepath).
    void navigate({ to: key as '/' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === 'ArrowDown' && !open) {
      setDismissed(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    showAll();
  };

  return (
    <search className={`site-search site-search--${variant}`} {...focusWithinProps}>
      <form className="site-search__form" onSubmit={onSubmit}>
        <Autocomplete
          // Enter without an arrow key opens every result: no suggestion is focused until the visitor moves.
          disableAutoFocusFirst
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            setDismissed(false);
          }}
        >
          <TextField className="site-search__field" maxLength={TEXT_LIMITS.search}>
            <Label className="visually-hidden">{t('search.field.label')}</Label>
            <SearchIcon />
            <Input
              className="site-search__input"
              name="q"
              type="search"
              placeholder={t('search.field.placeholder')}
              role="combobox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-autocomplete="list"
              onKeyDown={onKeyDown}
            />
          </TextField>
          {open ? (
            <div className="site-search__popover">
              <ListBox
                id={listId}
                aria-label={t('search.field.suggestions')}
                className="site-search__list"
                items={items}
                onAction={(key) => go(String(key))}
                renderEmptyState={() => (
                  <p className="site-search__empty">
                    {searching ? t('search.field.searching') : t('search.field.none')}
                  </p>
                )}
              >
                {(item: Item) =>
                  item.result ? (
                    <ListBoxItem id={item.id} textValue={item.result.title} className="site-search__item">
                      <span className="site-search__title">{item.result.title}</span>
                      <span className="site-search__type">{t(`search.types.${item.result.type}`)}</span>
                    </ListBoxItem>
                  ) : (
                    <ListBoxItem
                      id={SEE_ALL}
                      textValue={t('search.field.seeAll', { query })}
                      className="site-search__item site-search__item--all"
                    >
                      {t('search.field.seeAll', { query })}
                    </ListBoxItem>
                  )
                }
              </ListBox>
            </div>
          ) : null}
        </Autocomplete>
        <output className="visually-hidden">{searching ? t('search.field.searching') : ''}</output>
      </form>
    </search>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable={false}
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="site-search__icon"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

import { useEffect, useState } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import type { Address } from '../../core/schemas/index';
import { sessionCalls } from '../../core/schemas/index';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SPINNER_LINGER_MS } from '../../core/site/index';
import { useApi } from '../app/api';
import { useT } from '../i18n/react';
import { useFailureText } from './form';

/** An address as the autofill answers it: every field of the address object but its database id. */
export type AddressChoice = Omit<Address, 'id'>;

interface Suggestion extends AddressChoice {
  key: string;
}

/**
 * The address field: a React Aria combo box fed by GET /api/mapbox/autofill. The search waits for 500 ms of
 * quiet typing (part 2 §9 ADDRESS_SEARCH_DEBOUNCE_MS), an older search is aborted by a newer one, and the
 * spinner lingers 250 ms after the answer. Choosing a suggestion gives the full address object the register
 * schema requires; typing again forgets it.
 */
export function AddressField({
  value,
  onChange,
  error,
}: {
  value: AddressChoice | null;
  onChange: (value: AddressChoice | null) => void;
  error: string | undefined;
}) {
  const { t } = useT();
  const api = useApi();
  const failureText = useFailureText();
  const [inputValue, setInputValue] = useState(value?.address ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = inputValue.trim();
  const chosenText = value?.address ?? null;
  // Only the typed text (and a chosen address) starts a search; `api` and the error texts do not change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search on every render would abort the last
  useEffect(() => {
    if (search === '' || search === chosenText) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    let linger: ReturnType<typeof setTimeout> | undefined;
    const debounce = setTimeout(async () => {
      setSearching(true);
      try {
        const answer = await api.call(
          sessionCalls.addressAutofill,
          { search: search.slice(0, 200) },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        setSuggestions(
          answer.data.map((address, index) => ({ ...address, key: `${index}:${address.address}` })),
        );
        setFailure(null);
      } catch (caught) {
        if (controller.signal.aborted) return;
        setSuggestions([]);
        setFailure(failureText(caught));
      }
      linger = setTimeout(() => setSearching(false), ADDRESS_SPINNER_LINGER_MS);
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      if (linger) clearTimeout(linger);
      controller.abort();
      setSearching(false);
    };
  }, [search, chosenText]);

  const selectedKey = value
    ? (suggestions.find((item) => item.address === value.address)?.key ?? null)
    : null;

  return (
    <ComboBox
      className="auth-field"
      name="address"
      items={suggestions}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        if (value && text !== value.address) onChange(null);
      }}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const chosen = suggestions.find((item) => item.key === key);
        if (!chosen) return;
        const { key: _key, ...address } = chosen;
        onChange(address);
        setInputValue(address.address);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isRequired
      isInvalid={error !== undefined}
      allowsCustomValue
    >
      <Label className="auth-field__label">{t('auth.register.address')}</Label>
      <div className="auth-combobox">
        <Input className="auth-field__input" autoComplete="street-address" />
        {searching ? <span className="auth-spinner" aria-hidden="true" /> : null}
      </div>
      <Text slot="description" className="auth-field__description">
        {failure ?? t('auth.register.addressHint')}
      </Text>
      <FieldError className="auth-field__error">{error}</FieldError>
      <Popover className="auth-popover auth-popover--list">
        <ListBox
          className="auth-listbox"
          renderEmptyState={() => (
            <p className="auth-listbox__empty">
              {searching ? t('auth.register.addressSearching') : t('auth.register.addressNone')}
            </p>
          )}
        >
          {(item: Suggestion) => (
            <ListBoxItem id={item.key} textValue={item.address} className="auth-listbox__item">
              <span className="auth-listbox__main">
                {item.street} {item.number}
              </span>
              <span className="auth-listbox__secondary">
                {item.postcode} {item.city}, {item.country}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <output className="visually-hidden">{searching ? t('auth.register.addressSearching') : ''}</output>
    </ComboBox>
  );
}

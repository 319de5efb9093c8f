import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFocusWithin } from 'react-aria';
import {
  Autocomplete,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Text,
  TextField,
} from 'react-aria-components';
import { errorToastText, failureCode } from '../../core/errors/index';
import type { Address } from '../../core/schemas/index';
import { sessionCalls } from '../../core/schemas/index';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SPINNER_LINGER_MS } from '../../core/site/index';
import { useApi } from '../app/api';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import './address-field.css';

/** An address as the autofill answers it: every field of the address object but its database id. */
export type AddressChoice = Omit<Address, 'id'>;

interface Suggestion extends AddressChoice {
  key: string;
}

/** The texts of the field, from the form that uses it (already translated). */
export interface AddressFieldTexts {
  label: string;
  /** Under the field while nothing went wrong. */
  hint: string;
  searching: string;
  none: string;
}

/** The field's texts from a form's messages: `{prefix}.address`, `.addressHint`, `.addressSearching`, `.addressNone`. */
export function addressFieldTexts(t: TFunction, prefix: string): AddressFieldTexts {
  return {
    label: t(`${prefix}.address`),
    hint: t(`${prefix}.addressHint`),
    searching: t(`${prefix}.addressSearching`),
    none: t(`${prefix}.addressNone`),
  };
}

/**
 * Class names of the field's own parts, so the field takes the look of the form around it. Unless told,
 * the shared `.field` look of forms.css (which styles the label and the input from the field).
 */
export interface AddressFieldClasses {
  field?: string;
  label?: string;
  input?: string;
  description?: string;
  error?: string;
}

/** An address (with or without its database id) as the field holds it. */
export function addressChoice(address: Address | null | undefined): AddressChoice | null {
  if (!address) return null;
  const { id: _id, ...choice } = address;
  return choice;
}

/**
 * The address field: a React Aria autocomplete (a text field driving a list of suggestions with virtual
 * focus) fed by GET /api/mapbox/autofill. The search waits for 500 ms of quiet typing (part 2 §9
 * ADDRESS_SEARCH_DEBOUNCE_MS), an older search is aborted by a newer one, and the spinner lingers 250 ms
 * after the answer. Choosing a suggestion gives the full address object the register and profile schemas
 * require; typing again forgets it.
 *
 * Not React Aria's ComboBox: while open it aria-hides everything outside itself, leaving the header, the
 * skip link and the rest of a long form focusable but hidden (axe `aria-hidden-focus`). The suggestions
 * here are a non-modal list under the field: the page stays readable and reachable around it.
 */
export function AddressField({
  value,
  onChange,
  error,
  texts,
  classes = { field: 'field' },
}: {
  value: AddressChoice | null;
  onChange: (value: AddressChoice | null) => void;
  /** The translated error shown under the field. */
  error: string | undefined;
  texts: AddressFieldTexts;
  classes?: AddressFieldClasses;
}) {
  const { i18n } = useT();
  const api = useApi();
  const [inputValue, setInputValue] = useState(value?.address ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [answered, setAnswered] = useState(false);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // Escape closes the list until the next keystroke or ArrowDown, as a combo box does.
  const [dismissed, setDismissed] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });

  const search = inputValue.trim();
  const chosenText = value?.address ?? null;
  // Only the typed text (and a chosen address) starts a search; `api` and the error texts do not change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search on every render would abort the last
  useEffect(() => {
    setAnswered(false);
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
        // Part 2 §8: forms.errors.{code}, the raw code without translation, else UNKNOWN_ERROR.
        setFailure(errorToastText({ code: failureCode(caught) }, lookup(i18n)));
      }
      setAnswered(true);
      linger = setTimeout(() => setSearching(false), ADDRESS_SPINNER_LINGER_MS);
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      if (linger) clearTimeout(linger);
      controller.abort();
      setSearching(false);
    };
  }, [search, chosenText]);

  const hasSomethingToShow = suggestions.length > 0 || searching || answered;
  const open = focused && !dismissed && search !== '' && search !== chosenText && hasSomethingToShow;

  const choose = (key: string) => {
    const chosen = suggestions.find((item) => item.key === key);
    if (!chosen) return;
    const { key: _key, ...address } = chosen;
    onChange(address);
    setInputValue(address.address);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === 'ArrowDown' && !open && suggestions.length > 0) {
      setDismissed(false);
    }
  };

  return (
    <div className="address-field" {...focusWithinProps}>
      <Autocomplete
        inputValue={inputValue}
        onInputChange={(text) => {
          setInputValue(text);
          setDismissed(false);
          if (value && text !== value.address) onChange(null);
        }}
      >
        <TextField className={classes.field} name="address" isRequired isInvalid={error !== undefined}>
          <Label className={classes.label}>{texts.label}</Label>
          <div className="address-field__control">
            <Input className={classes.input} role="combobox" aria-expanded={open} onKeyDown={onKeyDown} />
            {searching ? <span className="address-field__spinner" aria-hidden="true" /> : null}
            {open ? (
              <div className="address-field__popover">
                <ListBox
                  aria-label={texts.label}
                  className="address-field__listbox"
                  items={suggestions}
                  onAction={(key) => choose(String(key))}
                  renderEmptyState={() => (
                    <p className="address-field__empty">{searching ? texts.searching : texts.none}</p>
                  )}
                >
                  {(item: Suggestion) => (
                    <ListBoxItem id={item.key} textValue={item.address} className="address-field__item">
                      <span className="address-field__main">
                        {item.street} {item.number}
                      </span>
                      <span className="address-field__secondary">
                        {item.postcode} {item.city}, {item.country}
                      </span>
                    </ListBoxItem>
                  )}
                </ListBox>
              </div>
            ) : null}
          </div>
          <Text slot="description" className={classes.description}>
            {failure ?? texts.hint}
          </Text>
          <FieldError className={classes.error}>{error}</FieldError>
        </TextField>
      </Autocomplete>
      <output className="visually-hidden">{searching ? texts.searching : ''}</output>
    </div>
  );
}

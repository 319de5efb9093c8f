import { describe, expect, it } from 'vitest';
import { errorToastText, FORM_TOAST_KEYS } from '../../core/errors';
import { accountAreaMessages } from '../account/messages-bundle';
import { mergeMessages } from './area';
import { addAreaMessages, createI18n, lookup, resources } from './index';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n resources', () => {
  it('has the same keys in French and English, none empty, with the areas loaded later too', () => {
    // mergeMessages throws when a later area redefines a shared key with another text.
    const all = {
      fr: mergeMessages(resources.fr.translation, accountAreaMessages.fr),
      en: mergeMessages(resources.en.translation, accountAreaMessages.en),
    };
    const frKeys = leafKeys(all.fr).sort();
    expect(frKeys).toEqual(leafKeys(all.en).sort());
    for (const language of ['fr', 'en'] as const) {
      for (const key of frKeys) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], all[language]);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}:${key}`).toBe(true);
      }
    }
  });

  it('translates the spec keys the forms use', async () => {
    const fr = await createI18n('fr');
    const en = await createI18n('en');
    for (const key of [
      FORM_TOAST_KEYS.loading,
      FORM_TOAST_KEYS.success,
      'form.messages.errors.terms',
      'register.form.messages.errors.terms',
      'registrations.edit.form.messages.availability_dates.required',
      'cart.messages.updated',
    ]) {
      expect(fr.exists(key), `fr:${key}`).toBe(true);
      expect(en.exists(key), `en:${key}`).toBe(true);
    }
    expect(fr.t('forms.states.loading')).toBe('Chargement…');
  });

  it('feeds core error toasts: translated codes, raw codes otherwise', async () => {
    const en = lookup(await createI18n('en'));
    expect(errorToastText({ code: 'INSUFFICIENT_WALLET_AMOUNT' }, en)).toBe(
      'This amount is more than your wallet balance.',
    );
    expect(errorToastText({ code: 'NOT_A_KNOWN_CODE' }, en)).toBe('NOT_A_KNOWN_CODE');
    expect(errorToastText({}, en)).toBe('Something went wrong. Please try again.');
  });

  it("holds only the page's language, and texts added later in that language only", async () => {
    const en = await createI18n('en');
    expect(en.hasResourceBundle('en', 'translation')).toBe(true);
    expect(en.hasResourceBundle('fr', 'translation')).toBe(false);
    expect(en.t('forms.states.loading')).toBe(resources.en.translation.forms.states.loading);
    addAreaMessages(en, { en: { later: { text: 'Later' } }, fr: { later: { text: 'Plus tard' } } });
    expect(en.t('later.text')).toBe('Later');
    expect(en.hasResourceBundle('fr', 'translation')).toBe(false);
  });
});

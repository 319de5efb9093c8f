import fc from 'fast-check';
import {
  errorCode,
  errorToastText,
  errorTranslationKey,
  FORM_TOAST_KEYS,
  UNKNOWN_ERROR,
} from '../../core/errors';
import { defineArea, examples } from '../book';

const maybeText = fc.option(fc.string({ minLength: 0, maxLength: 20 }), { nil: undefined });

export default defineArea({
  area: 'ERR',
  title: 'Error catalogue',
  rules: [
    {
      id: 'ERR-01',
      source: 'part 2 §8',
      sentence:
        'A failed form action shows a toast with the translation of forms.errors.{code}, the code coming from the response body field error; with no translation the raw code is shown.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.boolean(), (code, translated) => {
            const translate = (key: string) =>
              translated && key === `forms.errors.${code}` ? `«${code}»` : undefined;
            const text = errorToastText({ code }, translate);
            return (
              errorTranslationKey(code) === `forms.errors.${code}` &&
              text === (translated ? `«${code}»` : code)
            );
          }),
        );
      },
    },
    {
      id: 'ERR-02',
      source: 'part 2 §8',
      sentence: "If the code is absent, the error's message is used; failing that, UNKNOWN_ERROR.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            maybeText,
            maybeText,
            (code, message) => errorCode({ code, message }) === (code || message || UNKNOWN_ERROR),
          ),
        );
      },
    },
    {
      id: 'ERR-03',
      source: 'part 2 §8',
      sentence: 'Loading text key forms.states.loading; default success text forms.states.updated.',
      kind: 'examples',
      check: () => {
        examples(
          [
            ['loading' as const, 'forms.states.loading'],
            ['success' as const, 'forms.states.updated'],
          ],
          (state) => FORM_TOAST_KEYS[state],
        );
      },
    },
  ],
});

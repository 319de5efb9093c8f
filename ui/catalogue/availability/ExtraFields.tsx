import { formatPercentage } from '../../../core/money/index';
import type { Option, Question } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { TypedField } from '../../kit/field/TypedField';
import { questionSpec, type TypedFieldValue } from '../../kit/field/typed-field';
import { formatsFor } from '../../kit/format/index';
import { OneOf } from './OneOf';

/** A price of an option as a choice reads: its label and what it adds (an amount or a percentage). */
export function priceLabel(price: Option['prices'][number], language: 'fr' | 'en'): string {
  if (price.amount !== null) return `${price.label} (+${formatsFor(language).money(price.amount)})`;
  if (price.percentage !== null) return `${price.label} (+${formatPercentage(price.percentage, language)})`;
  return price.label;
}

/** Options and questions are shown in the organiser's order. */
export const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/**
 * The activity's options, one choice each among its prices; "no option" is a choice unless an answer is
 * required. The add-to-cart and request forms show them alike; each keeps the values its own way.
 */
export function OptionsFieldset({
  options,
  selected,
  onSelect,
  fieldError,
}: {
  options: readonly Option[];
  selected: Record<string, number | null>;
  onSelect: (optionId: number, priceId: number | null) => void;
  fieldError: (field: string) => string | null;
}) {
  const { t, language } = useT();
  if (options.length === 0) return null;
  return (
    <fieldset className="catalog-fieldset">
      <legend className="catalog-fieldset__legend">{t('catalog.form.options')}</legend>
      {byOrder(options).map((option) => (
        <OneOf
          key={option.id}
          label={option.title}
          description={option.description}
          choices={[
            ...(option.answer_required ? [] : [{ id: 'none', label: t('catalog.form.noOption') }]),
            ...option.prices.map((price) => ({
              id: String(price.id),
              label: priceLabel(price, language),
            })),
          ]}
          value={
            selected[String(option.id)] == null
              ? option.answer_required
                ? null
                : 'none'
              : String(selected[String(option.id)])
          }
          onChange={(id) => onSelect(option.id, id === null || id === 'none' ? null : Number(id))}
          isRequired={option.answer_required}
          error={fieldError(`options.${option.id}`)}
        />
      ))}
    </fieldset>
  );
}

/** The activity's questions, each a typed field, with their answers so far. */
export function QuestionsFieldset({
  questions,
  answers,
  onAnswer,
  fieldError,
}: {
  questions: readonly Question[];
  answers: Record<string, TypedFieldValue>;
  onAnswer: (questionId: number, answer: TypedFieldValue) => void;
  fieldError: (field: string) => string | null;
}) {
  const { t } = useT();
  if (questions.length === 0) return null;
  return (
    <fieldset className="catalog-fieldset">
      <legend className="catalog-fieldset__legend">{t('catalog.form.questions')}</legend>
      {byOrder(questions).map((question) => (
        <TypedField
          key={question.id}
          field={questionSpec(question)}
          value={answers[String(question.id)] ?? null}
          error={fieldError(`questions.${question.id}`)}
          onChange={(answer) => onAnswer(question.id, answer)}
        />
      ))}
    </fieldset>
  );
}

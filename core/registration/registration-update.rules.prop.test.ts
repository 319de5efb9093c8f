import fc from 'fast-check';
import { describe, it } from 'vitest';
import { canChooseDate, isDateLocked, lockedKeptIds } from './registration-edit.rules';
import {
  dateSelectionVerdict,
  optionChoiceVerdict,
  questionAnswersVerdict,
  repricedAmounts,
} from './registration-update.rules';
import { datesArb, now } from './test-support';

describe('edit verdicts over any dates, options and answers', () => {
  it('an accepted selection keeps every locked registered date, and every added date may be chosen', () => {
    fc.assert(
      fc.property(
        datesArb,
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
        ({ dates, registeredIds }, chosen) => {
          const verdict = dateSelectionVerdict(dates, registeredIds, chosen, now);
          if (!verdict.ok) return true;
          const kept = lockedKeptIds(dates, registeredIds, now);
          return (
            verdict.selected.length > 0 &&
            kept.every((id) => verdict.selected.includes(id)) &&
            verdict.added.every((id) => {
              const date = dates.find((candidate) => candidate.id === id);
              return (
                date !== undefined && canChooseDate(date, registeredIds, now) && !isDateLocked(date, now)
              );
            }) &&
            verdict.removed.every((id) => registeredIds.includes(id) && !kept.includes(id))
          );
        },
      ),
    );
  });

  it('choosing the dates already held is always accepted and changes nothing, unless there are none', () => {
    fc.assert(
      fc.property(datesArb, ({ dates, registeredIds }) => {
        const verdict = dateSelectionVerdict(dates, registeredIds, registeredIds, now);
        if (registeredIds.length === 0) return !verdict.ok;
        return verdict.ok && verdict.added.length === 0 && verdict.removed.length === 0;
      }),
    );
  });

  it('a refused selection is refused whatever order the ids come in', () => {
    fc.assert(
      fc.property(
        datesArb,
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
        ({ dates, registeredIds }, chosen) =>
          dateSelectionVerdict(dates, registeredIds, chosen, now).ok ===
          dateSelectionVerdict(dates, registeredIds, [...chosen].reverse(), now).ok,
      ),
    );
  });

  it('one price of each required option is always accepted; an unknown price never is', () => {
    const optionsArb = fc.array(
      fc.record({ answer_required: fc.boolean(), prices: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(optionsArb, (rows) => {
        const options = rows.map((row, index) => ({
          id: index + 1,
          answer_required: row.answer_required,
          price_ids: Array.from({ length: row.prices }, (_, price) => (index + 1) * 10 + price),
        }));
        const required = options
          .filter((option) => option.answer_required)
          .map((option) => option.price_ids[0] ?? 0);
        return (
          optionChoiceVerdict(options, required).ok && !optionChoiceVerdict(options, [...required, 9_999]).ok
        );
      }),
    );
  });

  it('non-blank answers to the required questions are accepted, with or without the others', () => {
    const questionsArb = fc.array(
      fc.record({
        type: fc.constantFrom(
          'TEXT' as const,
          'DATE' as const,
          'CHOICES_SINGLE' as const,
          'CHOICES_MULTIPLE' as const,
        ),
        required: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        questionsArb,
        fc.string({ minLength: 1, maxLength: 6 }).filter((text) => /\w/.test(text)),
        (rows, text) => {
          const questions = rows.map((row, index) => ({ id: index + 1, ...row }));
          const answers = questions.map((question) => ({ question_id: question.id, content: text }));
          const onlyRequired = questions.map((question) => ({
            question_id: question.id,
            content: question.required ? text : null,
          }));
          return (
            questionAnswersVerdict(questions, answers).ok &&
            questionAnswersVerdict(questions, onlyRequired).ok
          );
        },
      ),
    );
  });

  it('a re-priced total is never negative and the deposit never above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -1000, max: 100_000 }),
        (price, couponShare, deposit) => {
          const { total_amount, deposit_amount } = repricedAmounts({ price, couponShare, deposit });
          return (
            total_amount >= 0 &&
            total_amount <= Math.max(0, price) &&
            deposit_amount >= 0 &&
            deposit_amount <= total_amount
          );
        },
      ),
    );
  });
});

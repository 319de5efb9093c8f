import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  type AddFormDefinition,
  type AddFormValues,
  addToCartRequest,
  estimateRequest,
  isAddFormValid,
  validateAddForm,
} from './index';

const definitionArb: fc.Arbitrary<AddFormDefinition> = fc.record({
  options: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      answer_required: fc.boolean(),
      prices: fc.array(fc.record({ id: fc.integer({ min: 1, max: 500 }) }), { maxLength: 3 }),
    }),
    { selector: (option) => option.id, maxLength: 4 },
  ),
  questions: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      type: fc.constantFrom('TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'),
      required: fc.boolean(),
    }),
    { selector: (question) => question.id, maxLength: 4 },
  ),
});

const valuesFor = (definition: AddFormDefinition): fc.Arbitrary<AddFormValues> =>
  fc.record({
    participant_id: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    date_ids: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }),
    quantity: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double({ min: -3, max: 20, noNaN: true })),
    options: fc.record(
      Object.fromEntries(
        definition.options.map((option) => [
          String(option.id),
          fc.option(fc.constantFrom(1, ...option.prices.map((price) => price.id)), { nil: null }),
        ]),
      ),
    ) as fc.Arbitrary<Record<string, number | null>>,
    questions: fc.record(
      Object.fromEntries(
        definition.questions.map((question) => [
          String(question.id),
          fc.oneof(
            fc.constant(null),
            fc.string({ maxLength: 4 }),
            fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 2 }),
          ),
        ]),
      ),
    ) as fc.Arbitrary<AddFormValues['questions']>,
  });

const formArb = definitionArb.chain((definition) => fc.tuple(fc.constant(definition), valuesFor(definition)));

describe('add form properties', () => {
  it('availability_dates_required appears exactly when no date is chosen', () => {
    fc.assert(
      fc.property(formArb, ([definition, values]) => {
        const errors = validateAddForm(values, definition);
        return (
          (errors.availability_dates === 'availability_dates_required') === (values.date_ids.length === 0)
        );
      }),
    );
  });

  it('the quantity error appears exactly when the quantity is not a positive integer', () => {
    fc.assert(
      fc.property(formArb, ([definition, values]) => {
        const errors = validateAddForm(values, definition);
        return (
          (errors.quantity !== undefined) === !(Number.isInteger(values.quantity) && values.quantity >= 1)
        );
      }),
    );
  });

  it('a required multiple-choice question with no answer is always an error', () => {
    fc.assert(
      fc.property(formArb, ([definition, values]) => {
        const errors = validateAddForm(values, definition);
        return definition.questions
          .filter((question) => question.required && question.type === 'CHOICES_MULTIPLE')
          .every((question) => {
            const answer = values.questions[String(question.id)];
            const empty =
              answer === null || answer === undefined || (Array.isArray(answer) && answer.length === 0);
            return !empty || errors[`questions.${question.id}`] !== undefined;
          });
      }),
    );
  });

  it('a payload exists exactly when the form is valid, and carries the chosen dates and quantity', () => {
    fc.assert(
      fc.property(formArb, ([definition, values]) => {
        const request = addToCartRequest(values, definition, { customer_id: 1, availability_id: 2 });
        if (!isAddFormValid(values, definition)) return request === null;
        const line = request?.registrations[0];
        return (
          request !== null &&
          request.registrations.length === 1 &&
          line?.quantity === values.quantity &&
          JSON.stringify(line.availability_dates) ===
            JSON.stringify(values.date_ids.map((date_id) => ({ date_id }))) &&
          line.participant_id === values.participant_id
        );
      }),
    );
  });

  it('an estimate is requested only when a participant is known', () => {
    fc.assert(
      fc.property(formArb, ([, values]) => {
        const request = estimateRequest(values, { cart_id: 1, availability_id: 2 });
        return (request === null) === (values.participant_id === null);
      }),
    );
  });
});

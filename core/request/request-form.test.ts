import { describe, expect, it } from 'vitest';
import type { AddFormDefinition } from '../cart/index';
import {
  emptyRequestFormValues,
  registrationRequestPayload,
  validateRequestForm,
} from './request-form.rules';

const definition: AddFormDefinition = {
  options: [
    { id: 5, answer_required: true, prices: [{ id: 50 }, { id: 51 }] },
    { id: 6, answer_required: false, prices: [{ id: 60 }] },
  ],
  questions: [
    { id: 7, type: 'CHOICES_SINGLE', required: true },
    { id: 8, type: 'CHOICES_MULTIPLE', required: false },
    { id: 9, type: 'TEXT', required: false },
  ],
};
const availabilities = [
  { id: 101, dates: [{ id: 1 }, { id: 2 }] },
  { id: 102, dates: [{ id: 3 }] },
];
const filled = {
  participant_id: 11,
  options: { '5': 51, '6': null },
  questions: { '7': 'Nage 25 m', '8': ['a', 'b'], '9': null },
};

describe('request form', () => {
  it('needs a participant, the required options and the required questions; no dates nor quantity', () => {
    expect(validateRequestForm(emptyRequestFormValues(), definition)).toEqual({
      participant_id: 'CART.PARTICIPANT_REQUIRED',
      'options.5': 'CART.OPTION_REQUIRED',
      'questions.7': 'CART.QUESTION_REQUIRED',
    });
    expect(validateRequestForm(filled, definition)).toEqual({});
    expect(validateRequestForm({ ...filled, options: { '5': 99 } }, definition)).toEqual({
      'options.5': 'CART.OPTION_REQUIRED',
    });
  });

  it('builds one registrations_requests line with every session of each availability', () => {
    expect(registrationRequestPayload(filled, definition, { customer_id: 7, availabilities })).toEqual({
      customer_id: 7,
      participant_id: 11,
      registrations_requests: [
        {
          participant_id: 11,
          availabilities: [
            { id: 101, dates: [{ id: 1 }, { id: 2 }] },
            { id: 102, dates: [{ id: 3 }] },
          ],
          options: [{ price_id: 51, content: null }],
          questions: [
            { question_id: 7, content: 'Nage 25 m' },
            { question_id: 8, content: 'a, b' },
          ],
        },
      ],
    });
  });

  it('carries the tier chosen in the launcher, and none when there is none (issue 18 §9)', () => {
    const line = (tier_cuid?: string | null) =>
      registrationRequestPayload(filled, definition, { customer_id: 7, availabilities, tier_cuid })
        ?.registrations_requests[0];
    expect(line('ps-tier-natation-2')?.tier_cuid).toBe('ps-tier-natation-2');
    expect(line(null)).not.toHaveProperty('tier_cuid');
    expect(line(undefined)).not.toHaveProperty('tier_cuid');
    expect(line('')).not.toHaveProperty('tier_cuid');
  });

  it('builds nothing while the form is invalid or no availability is chosen', () => {
    expect(
      registrationRequestPayload(emptyRequestFormValues(11), definition, { customer_id: 7, availabilities }),
    ).toBeNull();
    expect(registrationRequestPayload(filled, definition, { customer_id: 7, availabilities: [] })).toBeNull();
  });
});

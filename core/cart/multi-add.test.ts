import { describe, expect, it } from 'vitest';
import {
  chosenDateIds,
  isAddable,
  type MultiAddLine,
  multiAddToCartRequest,
  validateMultiAdd,
} from './index';

const line = (availability_id: number, overrides: Partial<MultiAddLine> = {}): MultiAddLine => ({
  availability_id,
  definition: { options: [], questions: [] },
  date_ids: [availability_id * 10],
  options: {},
  questions: {},
  ...overrides,
});

describe('multi-availability add form', () => {
  it('chooses every date of a whole availability, or the chosen date cuids', () => {
    const dates = [
      { id: 1, cuid: 'a' },
      { id: 2, cuid: 'b' },
    ];
    expect(chosenDateIds(dates, null)).toEqual([1, 2]);
    expect(chosenDateIds(dates, ['b', 'z'])).toEqual([2]);
  });
  it('only availabilities whose add form is shown are addable', () => {
    const now = '2030-01-01T00:00:00Z';
    expect(isAddable({ status: 'OPEN', end_at: '2030-02-01T00:00:00Z' }, now)).toBe(true);
    expect(isAddable({ status: 'FULL', end_at: '2030-02-01T00:00:00Z' }, now)).toBe(false);
  });
  it('needs a participant, at least one line, and each line valid', () => {
    expect(validateMultiAdd([], null)).toEqual({
      participant_id: 'CART.PARTICIPANT_REQUIRED',
      empty: 'CART.NOTHING_TO_ADD',
      lines: {},
    });
    const required = line(2, {
      date_ids: [],
      definition: { options: [{ id: 5, answer_required: true, prices: [{ id: 50 }] }], questions: [] },
    });
    expect(validateMultiAdd([line(1), required], 3).lines).toEqual({
      '2': { availability_dates: 'availability_dates_required', 'options.5': 'CART.OPTION_REQUIRED' },
    });
  });
  it('builds one registration per line for the participant', () => {
    const request = multiAddToCartRequest([line(1), line(2, { options: { '5': 50 } })], 3, 8);
    expect(request?.registrations).toEqual([
      {
        availability_id: 1,
        participant_id: 3,
        options: [],
        questions: [],
        quantity: 1,
        availability_dates: [{ date_id: 10 }],
      },
      {
        availability_id: 2,
        participant_id: 3,
        options: [{ price_id: 50, content: null }],
        questions: [],
        quantity: 1,
        availability_dates: [{ date_id: 20 }],
      },
    ]);
    expect(multiAddToCartRequest([line(1)], null, 8)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultParticipantId } from './index';

const participants = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 10_000 }), cuid: fc.stringMatching(/^c[a-z0-9]{4,8}$/) }),
  { maxLength: 5, selector: (participant) => participant.cuid },
);

describe('defaultParticipantId', () => {
  it('the participant sent back by the create screen wins, whatever the count', () => {
    fc.assert(
      fc.property(participants, fc.nat(), (list, pick) => {
        fc.pre(list.length > 0);
        const chosen = list[pick % list.length];
        expect(defaultParticipantId(list, chosen?.cuid)).toBe(chosen?.id);
      }),
    );
  });

  it('otherwise the only participant is chosen, and none among several or none', () => {
    fc.assert(
      fc.property(participants, fc.option(fc.constant('c-unknown'), { nil: undefined }), (list, returned) => {
        expect(defaultParticipantId(list, returned)).toBe(list.length === 1 ? list[0]?.id : null);
      }),
    );
  });
});

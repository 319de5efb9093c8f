/** A customer's participant as a form's participant select reads it. */
export interface ChoosableParticipant {
  id: number;
  cuid: string;
}

/**
 * The participant a form starts with: the one the participant create screen sent back (`?participant=`),
 * else the only participant when the customer has exactly one, else none (the customer chooses).
 * Every form with a participant select (add to cart, several availabilities, waiting list, request,
 * resource booking, bundle or membership, voucher redeem) starts from this.
 */
export function defaultParticipantId(
  participants: readonly ChoosableParticipant[],
  returnedCuid?: string | null,
): number | null {
  const returned = participants.find((participant) => participant.cuid === returnedCuid);
  if (returned) return returned.id;
  const [only] = participants;
  return participants.length === 1 && only ? only.id : null;
}

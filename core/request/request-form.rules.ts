import {
  type AddFormDefinition,
  type AddFormErrors,
  type AddFormValues,
  answerContent,
  DEFAULT_QUANTITY,
  isValidParticipantId,
  validateAddForm,
} from '../cart/index';

/** The request form: the participant, then the activity's options and questions (part 2 §5, §7). */
export type RequestFormValues = Pick<AddFormValues, 'participant_id' | 'options' | 'questions'>;

export function emptyRequestFormValues(participant_id: number | null = null): RequestFormValues {
  return { participant_id, options: {}, questions: {} };
}

/**
 * The add form's checks on participant, options and questions: a request has no quantity, and its dates are
 * the chosen availabilities' own, so neither can be wrong here.
 */
export function validateRequestForm(values: RequestFormValues, definition: AddFormDefinition): AddFormErrors {
  const {
    availability_dates: _dates,
    quantity: _quantity,
    ...errors
  } = validateAddForm({ ...values, date_ids: [], quantity: DEFAULT_QUANTITY }, definition);
  return errors;
}

/** An availability of the request with the ids of its sessions. */
export interface RequestedAvailability {
  id: number;
  dates: ReadonlyArray<{ id: number }>;
}

/** One `registrations_requests[]` line of POST /api/carts/items (part 2 §7). */
export interface RegistrationRequestLine {
  participant_id: number;
  availabilities: Array<{ id: number; dates: Array<{ id: number }> }>;
  options: Array<{ price_id: number; content: string | null }>;
  questions: Array<{ question_id: number; content: string | null }>;
  /** The tier chosen in the launcher (`?tier=`), when there is one. */
  tier_cuid?: string;
}

/** POST /api/carts/items payload of the request form: one request line, nothing else. */
export interface RegistrationRequestPayload {
  customer_id: number;
  participant_id: number;
  registrations_requests: RegistrationRequestLine[];
}

/**
 * "optional registrations_requests[] (participant_id, availabilities[] {id, dates[] {id}}, options, questions)":
 * every session of each chosen availability, the chosen option prices and the answered questions. Null while
 * the form is invalid or nothing is chosen. The launcher's tier (`?tier=`) rides along so the cart can say which
 * tier was asked for (issue 18 §9).
 */
export function registrationRequestPayload(
  values: RequestFormValues,
  definition: AddFormDefinition,
  target: {
    customer_id: number;
    availabilities: readonly RequestedAvailability[];
    tier_cuid?: string | null;
  },
): RegistrationRequestPayload | null {
  if (target.availabilities.length === 0) return null;
  if (Object.keys(validateRequestForm(values, definition)).length > 0) return null;
  if (!isValidParticipantId(values.participant_id)) return null;
  const participant_id = values.participant_id;
  const knownOptions = new Set(definition.options.map((option) => String(option.id)));
  return {
    customer_id: target.customer_id,
    participant_id,
    registrations_requests: [
      {
        participant_id,
        availabilities: target.availabilities.map((availability) => ({
          id: availability.id,
          dates: availability.dates.map((date) => ({ id: date.id })),
        })),
        options: Object.entries(values.options)
          .filter((entry): entry is [string, number] => knownOptions.has(entry[0]) && entry[1] !== null)
          .map(([, price_id]) => ({ price_id, content: null })),
        questions: definition.questions
          .map((question) => ({
            question_id: question.id,
            content: answerContent(values.questions[String(question.id)]),
          }))
          .filter((question) => question.content !== null),
        ...(target.tier_cuid ? { tier_cuid: target.tier_cuid } : {}),
      },
    ],
  };
}

/**
 * The estimate of a request: the sum of the chosen availabilities' prices. The request page shows it beside the
 * preview, the server records it on the cart item and the cart, checkout and success page show it (issue 18 §9).
 * It is not owed: the organiser sets the amounts on approval, and only an approved request is due
 * (`requestAmountDue`).
 */
export function requestEstimatedTotal(availabilities: ReadonlyArray<{ price: number }>): number {
  return availabilities.reduce((total, availability) => total + availability.price, 0);
}

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureFields } from '../../../adapters/http/index';
import { CART_UPDATED_MESSAGE } from '../../../core/cart/index';
import { errorToastText } from '../../../core/errors/index';
import { defaultParticipantId } from '../../../core/participants/index';
import {
  emptyRequestFormValues,
  type RequestFormValues,
  registrationRequestPayload,
  validateRequestForm,
} from '../../../core/request/index';
import type { Customer } from '../../../core/schemas/index';
import { useMinimumDisplay } from '../../app/minimum-display';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { SubmitButton } from '../../kit/SubmitButton';
import { CartMachine } from '../../shell/machines';
import { useToast } from '../../toasts/Toasts';
import { formDefinition } from '../availability/AddToCartForm';
import { OptionsFieldset, QuestionsFieldset } from '../availability/ExtraFields';
import { PanelForm } from '../availability/PanelForm';
import { ParticipantPicker } from '../availability/ParticipantPicker';
import type { AvailabilityDetailData } from '../availability/types';
import { useRequestPort } from './useRequestPort';

/**
 * The request form (part 2 §7 POST /api/carts/items `registrations_requests[]`): participant (with the link to
 * create one and come back), the activity's options and questions. Core checks the fields and builds the
 * payload; on success the cart reloads and "After a registration request the user goes to /checkout".
 */
export function RequestForm({
  availabilities,
  customer,
  participantCuid,
  tierCuid = null,
}: {
  /** The chosen availabilities, all of one activity: the first one's options and questions are the activity's. */
  availabilities: readonly AvailabilityDetailData[];
  customer: Customer;
  participantCuid: string | null;
  /** The tier chosen in the launcher (`?tier=`), sent with the request. */
  tierCuid?: string | null;
}) {
  const { t, i18n } = useT();
  const port = useRequestPort();
  const cart = CartMachine.useActorRef();
  const toast = useToast();
  const navigate = useNavigate();
  const first = availabilities[0];
  const definition = first ? formDefinition(first) : { options: [] as const, questions: [] as const };
  const [values, setValues] = useState<RequestFormValues>(() =>
    emptyRequestFormValues(defaultParticipantId(customer.participants, participantCuid)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // Part 2 §9 loader minimum display: once shown the submitting state stays 350 ms.
  const showSubmitting = useMinimumDisplay(submitting);
  const change = (next: RequestFormValues) => {
    setValues(next);
    // Once shown, the field errors follow the values; a server refusal stays until the next submit.
    if (Object.keys(errors).length > 0) setErrors(validateRequestForm(next, definition));
  };
  const fieldError = (field: string): string | null => {
    const code = errors[field];
    return code ? errorToastText({ code }, lookup(i18n)) : null;
  };

  const submit = async () => {
    const found = validateRequestForm(values, definition);
    setErrors(found);
    const payload = registrationRequestPayload(values, definition, {
      customer_id: customer.id,
      availabilities,
      tier_cuid: tierCuid,
    });
    if (Object.keys(found).length > 0 || payload === null) return;
    setSubmitting(true);
    // Part 1 §4 form toast: loading, then the success or error below in its place.
    toast.form.loading();
    try {
      await port.addRequest(payload);
      cart.send({ type: 'cart.reload' });
      toast.form.success(i18n.t(CART_UPDATED_MESSAGE));
      await navigate({ to: '/checkout' });
    } catch (error) {
      setErrors(failureFields(error));
      toast.form.error(error);
      setSubmitting(false);
    }
  };

  return (
    <PanelForm title={t('requests.form.title')} onSubmit={() => void submit()}>
      <ParticipantPicker
        customer={customer}
        value={values.participant_id}
        onChange={(participant_id) => change({ ...values, participant_id })}
        error={fieldError('participant_id')}
      />
      {first ? (
        <>
          <OptionsFieldset
            options={first.options}
            selected={values.options}
            onSelect={(optionId, priceId) =>
              change({ ...values, options: { ...values.options, [String(optionId)]: priceId } })
            }
            fieldError={fieldError}
          />
          <QuestionsFieldset
            questions={first.questions}
            answers={values.questions}
            onAnswer={(questionId, answer) =>
              change({ ...values, questions: { ...values.questions, [String(questionId)]: answer } })
            }
            fieldError={fieldError}
          />
        </>
      ) : null}
      <SubmitButton sending={showSubmitting} className="catalog-form__submit" messages="requests.form" />
    </PanelForm>
  );
}

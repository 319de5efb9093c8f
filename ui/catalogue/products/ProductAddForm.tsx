import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  isParticipantRequired,
  type ProductEntity,
  type ProductKind,
  productCartPayload,
  productFormSchema,
} from '../../../core/membership/index';
import { defaultParticipantId } from '../../../core/participants/index';
import { cartCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { SubmitButton } from '../../kit/SubmitButton';
import { CartMachine } from '../../shell/machines';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { AddPanel } from './AddPanel';
import { QuantityField } from './fields';
import { ParticipantChoice } from './ParticipantChoice';
import '../../kit/product-pages.css';
import { useMinimumDisplay } from '../../app/minimum-display';

export interface ProductAddProps {
  kind: ProductKind;
  product: { id: number; entity?: ProductEntity | null };
  /** Whether the quantity field shows (memberships: only ROLLING ones, core isMembershipQuantityShown). */
  showQuantity: boolean;
  /** A participant cuid from the URL (back from the participant create screen). */
  participantCuid?: string | undefined;
}

/** The add-to-cart form of a bundle, membership or voucher page, or the login prompt for a visitor. */
export function ProductAddSection(props: ProductAddProps) {
  const { t } = useT();
  return (
    <AddPanel
      id="add-panel-title"
      title={t('productPages.form.title')}
      participantCuid={props.participantCuid}
      form={(key) => <ProductAddForm key={key} {...props} />}
    />
  );
}

/** The outcome of a submit is a form toast (part 2 §8): cart.messages.updated, or the failure's text. */
type Status = { kind: 'idle' } | { kind: 'submitting' };

function ProductAddForm({ kind, product, showQuantity, participantCuid }: ProductAddProps) {
  const { t } = useT();
  const api = useApi();
  const toast = useToast();
  const cart = CartMachine.useActorRef();
  const customer = useSession().customer;
  const participants = customer?.participants ?? [];
  const needsParticipant = isParticipantRequired({ entity: product.entity });
  const [participantId, setParticipantId] = useState<number | null>(() =>
    defaultParticipantId(participants, participantCuid),
  );
  const [quantity, setQuantity] = useState(1);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const parsed = productFormSchema({ entity: product.entity ?? null }).safeParse({
    quantity: showQuantity ? quantity : 1,
    participant_id: needsParticipant ? participantId : null,
  });
  const fieldError = (field: 'participant_id' | 'quantity'): string | null => {
    if (!submitted || parsed.success) return null;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    if (!issue) return null;
    return t(
      field === 'quantity' ? 'productPages.fieldErrors.quantity' : 'productPages.fieldErrors.participant',
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || !customer) return;
    setStatus({ kind: 'submitting' });
    // Part 1 §4 form toast: loading, then the success or error below in its place.
    toast.form.loading();
    try {
      await api.call(
        cartCalls.addItems,
        productCartPayload({
          kind,
          product,
          quantity: parsed.data.quantity,
          participant_id: parsed.data.participant_id ?? null,
          customer_id: customer.id,
        }),
      );
      cart.send({ type: 'cart.reload' });
      toast.form.success(t('cart.messages.updated'));
      setStatus({ kind: 'idle' });
      setSubmitted(false);
    } catch (failure) {
      toast.form.error(failure);
      setStatus({ kind: 'idle' });
    }
  };

  const submitting = status.kind === 'submitting';
  // Part 2 §9 loader minimum display: once shown the submitting state stays 350 ms.
  const showSubmitting = useMinimumDisplay(submitting);
  return (
    <Form className="add-form" onSubmit={submit} validationBehavior="aria">
      {needsParticipant && (
        <ParticipantChoice
          participants={participants}
          value={participantId}
          onChange={(id) => {
            setParticipantId(id);
            setStatus({ kind: 'idle' });
          }}
          error={fieldError('participant_id')}
        />
      )}
      {showQuantity && (
        <QuantityField
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setStatus({ kind: 'idle' });
          }}
          error={fieldError('quantity')}
        />
      )}
      <SubmitButton
        sending={showSubmitting}
        blocked={needsParticipant && participants.length === 0}
        className="add-form__submit"
        messages="productPages.form"
      />
    </Form>
  );
}

import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { cancelRegistrationSchema, type Registration, registrationCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { focusMainHeading, noDialogOpen } from '../../shell/focus';
import { CancellationMoneyNote } from './CancellationMoneyNote';
import { ModalActions, RegistrationModal } from './Modal';
import { useToastedAction } from './useToastedAction';

/**
 * "Cancel registration (message)": a dialog asking why ("Cancel registration: message trimmed, at least 1
 * character"), then POST /api/registrations/cancel, the success toast and the screen reloaded.
 */
export function CancelDialog({
  registration,
  focusAfterCancel,
}: {
  registration: Pick<Registration, 'id' | 'total_amount' | 'paid_amount' | 'bundle_id'>;
  /** Where focus goes once cancelled (the button that opened the dialog is gone): the page's h1 unless told. */
  focusAfterCancel?: () => HTMLElement | null;
}) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { pending, showPending, run } = useToastedAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = cancelRegistrationSchema.safeParse({ registration_id: registration.id, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'required');
      return;
    }
    setError(null);
    await run(
      () => api.call(registrationCalls.cancelRegistration, parsed.data),
      t('account.registrations.cancel.success'),
      async () => {
        setOpen(false);
        setMessage('');
        await router.invalidate();
        // The button that opened the dialog is gone with the cancelled registration's actions: focus goes to
        // the reloaded page's heading once the dialog has left, not to <body> (issue 18 §20).
        focusMainHeading({ after: noDialogOpen, ...(focusAfterCancel ? { target: focusAfterCancel } : {}) });
      },
    );
  }

  return (
    <RegistrationModal
      label={t('account.registrations.cancel.open')}
      title={t('account.registrations.cancel.title')}
      busy={pending}
      isOpen={open}
      onOpenChange={setOpen}
    >
      <Form className="registration-dialog__form" validationBehavior="aria" onSubmit={submit}>
        <p>{t('account.registrations.cancel.lead')}</p>
        <CancellationMoneyNote registration={registration} tense="before" />
        <TextField
          className="field"
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (error !== null) setError(null);
          }}
          isRequired
          isInvalid={error !== null}
          autoFocus
        >
          <Label>{t('account.registrations.cancel.message')}</Label>
          <TextArea rows={4} />
          <Text slot="description">{t('account.registrations.cancel.messageHelp')}</Text>
          <FieldError>{error ? t(`forms.errors.${error}`) : null}</FieldError>
        </TextField>
        <ModalActions
          closeLabel={t('account.registrations.cancel.keep')}
          submitLabel={t('account.registrations.cancel.confirm')}
          pending={pending}
          showPending={showPending}
          danger
        />
      </Form>
    </RegistrationModal>
  );
}

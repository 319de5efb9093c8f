import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { z } from 'zod';
import { useT } from '../../i18n/react';
import '../../forms/forms.css';

const MARK = '\u0000';

/**
 * A delete screen's typed confirmation (part 1 §2 "Delete screens ask for typed confirmation"): the text to
 * type is shown, and the delete button stays disabled until core's confirmation schema accepts what was
 * typed (deleteAccountSchemaFor / deleteParticipantSchemaFor: "compared after lowercasing and removing all
 * whitespace, exactly").
 */
export function TypedConfirmation({
  schema,
  expected,
  label,
  expectedKey,
  submitLabel,
  onConfirm,
  cancel,
}: {
  schema: z.ZodType<{ confirmation: string }>;
  /** What must be typed, shown to the customer. */
  expected: string;
  label: string;
  /** The key of the sentence that shows `expected` (its `{{expected}}`), in bold. */
  expectedKey: string;
  submitLabel: string;
  /** Runs the deletion; the button stays pending meanwhile. */
  onConfirm: () => Promise<void>;
  cancel: ReactNode;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const confirmed = schema.safeParse({ confirmation: typed }).success;
  // The sentence around the text to type, split where the text goes so that it can be shown in bold.
  const [before, after] = t(expectedKey, { expected: MARK }).split(MARK);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  }

  return (
    <Form className="profile-form typed-confirmation" onSubmit={submit} validationBehavior="aria">
      <TextField
        className="field"
        name="confirmation"
        value={typed}
        onChange={setTyped}
        autoComplete="off"
        isRequired
      >
        <Label>{label}</Label>
        <Input spellCheck={false} autoCapitalize="off" />
        <Text slot="description">
          {before}
          <strong className="typed-confirmation__expected">{expected}</strong>
          {after}
        </Text>
      </TextField>
      <div className="profile-form__actions">
        <Button
          type="submit"
          className="button profile-danger-button"
          isDisabled={!confirmed}
          isPending={pending}
        >
          {pending ? t('forms.states.loading') : submitLabel}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

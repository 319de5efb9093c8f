import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import {
  type CustomFieldValues,
  fieldsFor,
  fromCustomDataEntries,
  type Participant,
  participantSchemaFor,
  toCustomDataEntries,
} from '../../../core/schemas/index';
import { useErrorText } from '../../forms/form';
import { RequiredTextField } from '../../forms/RequiredTextField';
import { useT } from '../../i18n/react';
import { CustomFieldInputs } from '../../kit/field/CustomFieldInputs';
import { useWebsite } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { customFieldErrors, type FieldErrors, parseErrors, refusalErrors } from './form';
import '../../forms/forms.css';
import { useMinimumDisplay } from '../../app/minimum-display';

/** What POST and PUT /api/participants receive besides the participant's id. */
export interface ParticipantPayload {
  firstname: string;
  lastname: string;
  birthdate: string;
  custom_data: { field_id: number; data: string }[];
}

/**
 * The participant form of the create screen and the edit dialog (part 2 §5 "Participant: firstname and
 * lastname at least 1 character after trimming; birthdate a date or ISO datetime string; custom fields per
 * the rules below"), with the organiser's PARTICIPANTS custom fields. Checked with core's
 * participantSchemaFor before `save` is called; a refused save is a form toast and its field details stay
 * beside their fields.
 */
export function ParticipantForm({
  participant,
  submitLabel,
  pendingLabel,
  save,
  extraActions,
}: {
  /** The participant being edited; none when creating one. */
  participant?: Participant;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the checked payload; rejects with the call's failure. */
  save: (payload: ParticipantPayload) => Promise<void>;
  /** Beside the submit button (the dialog's cancel button). */
  extraActions?: ReactNode;
}) {
  const { t } = useT();
  const toast = useToast();
  const errorText = useErrorText();
  const fields = useWebsite().organiser.settings.custom_fields;
  const participantFields = fieldsFor(fields, 'PARTICIPANTS');
  const [firstname, setFirstname] = useState(participant?.firstname ?? '');
  const [lastname, setLastname] = useState(participant?.lastname ?? '');
  const [birthdate, setBirthdate] = useState(participant?.birthdate?.slice(0, 10) ?? '');
  const [custom, setCustom] = useState<CustomFieldValues>(() =>
    fromCustomDataEntries(participantFields, participant?.custom_data ?? []),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // Part 2 §9 loader minimum display: once shown the pending state stays 350 ms.
  const showPending = useMinimumDisplay(pending);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = {
      firstname,
      lastname,
      birthdate,
      custom_data: toCustomDataEntries(participantFields, custom),
    };
    const check = participantSchemaFor(fields).safeParse(payload);
    if (!check.success) {
      setErrors(parseErrors(check.error, birthdate.trim() === '' ? ['birthdate'] : []));
      return;
    }
    setErrors({});
    setPending(true);
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      await save(check.data);
    } catch (error) {
      setErrors(refusalErrors(error));
      toast.form.error(error);
    } finally {
      setPending(false);
    }
  }

  const invalid = (name: string) => errors[name] !== undefined;
  // The participant's names are not the customer's: no autofill.
  const nameField = (name: 'firstname' | 'lastname', value: string, onChange: (value: string) => void) => (
    <RequiredTextField
      label={t(`account.participants.fields.${name}`)}
      name={name}
      autoComplete="off"
      value={value}
      onChange={onChange}
      error={errors[name]}
    />
  );
  return (
    <Form className="profile-form" onSubmit={submit} validationBehavior="aria">
      <div className="profile-form__row">
        {nameField('firstname', firstname, setFirstname)}
        {nameField('lastname', lastname, setLastname)}
      </div>
      <TextField
        className="field profile-form__date"
        name="birthdate"
        isRequired
        value={birthdate}
        onChange={setBirthdate}
        isInvalid={invalid('birthdate')}
      >
        <Label>{t('account.participants.fields.birthdate')}</Label>
        <Input type="date" />
        <FieldError>{errorText(errors.birthdate)}</FieldError>
      </TextField>
      <CustomFieldInputs
        fields={fields}
        entity="PARTICIPANTS"
        values={custom}
        onChange={setCustom}
        errors={customFieldErrors(errors)}
      />
      <div className="profile-form__actions">
        <Button type="submit" className="button button--primary" isPending={showPending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {extraActions}
      </div>
    </Form>
  );
}

import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  type Customer,
  type CustomField,
  type CustomFieldValues,
  fieldsFor,
  fromCustomDataEntries,
  profileSchemaFor,
  sessionCalls,
  toCustomDataEntries,
} from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { type AddressChoice, AddressField, addressChoice, addressFieldTexts } from '../../forms/AddressField';
import { useErrorText } from '../../forms/form';
import { RequiredTextField } from '../../forms/RequiredTextField';
import { useT } from '../../i18n/react';
import { CustomFieldInputs } from '../../kit/field/CustomFieldInputs';
import { LocalLink } from '../../shell/LocalLink';
import { useSession, useWebsite } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { customFieldErrors, type FieldErrors, parseErrors, refusalErrors } from './form';
import './profile.css';
import '../../forms/forms.css';
import { useMinimumDisplay } from '../../app/minimum-display';

interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: AddressChoice | null;
  custom: CustomFieldValues;
}

type TextKey = 'firstname' | 'lastname' | 'email' | 'phone';

/** The form's values from a customer as the session answers it. */
function valuesOf(customer: Customer, fields: readonly CustomField[]): ProfileValues {
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    phone: customer.phone,
    address: addressChoice(customer.address),
    custom: fromCustomDataEntries(fieldsFor(fields, 'CUSTOMERS'), customer.custom_data),
  };
}

/**
 * /account/profile (part 1 §2 "Profile: form with a delete-account link"): the customer's details, an
 * address chosen in the autofill list and the organiser's CUSTOMERS custom fields, prefilled from the
 * session and checked with core's profileSchemaFor (part 2 §5 "Profile") before PUT /api/session. A
 * refusal's field details (EMAIL_TAKEN on email…) show beside their fields; the outcome is a toast.
 */
export function ProfilePage() {
  const session = useSession();
  if (!session.customer) return null;
  return <ProfileForm customer={session.customer} />;
}

function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const toast = useToast();
  const errorText = useErrorText();
  const fields = useWebsite().organiser.settings.custom_fields;
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(customer, fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // Part 2 §9 loader minimum display: once shown the pending state stays 350 ms.
  const showPending = useMinimumDisplay(pending);
  const customerFields = fieldsFor(fields, 'CUSTOMERS');

  const set =
    <K extends keyof ProfileValues>(key: K) =>
    (value: ProfileValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = profileSchemaFor(fields).safeParse({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone,
      address: values.address ?? undefined,
      custom_data: toCustomDataEntries(customerFields, values.custom),
    });
    if (!check.success) {
      setErrors(parseErrors(check.error, values.address ? [] : ['address']));
      return;
    }
    setErrors({});
    setPending(true);
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      const answer = await api.call(sessionCalls.updateProfile, check.data);
      setValues(valuesOf(answer.customer, fields));
      toast.form.success(t('account.profile.edit.saved'));
      await router.invalidate();
    } catch (error) {
      setErrors(refusalErrors(error));
      toast.form.error(error);
    } finally {
      setPending(false);
    }
  }

  const textField = (key: TextKey, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <RequiredTextField
      label={t(`account.profile.edit.${key}`)}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
    />
  );

  return (
    <section className="account-detail profile-page" aria-labelledby="profile-title">
      <div className="account-detail__head">
        <div>
          <h2 id="profile-title">{t('account.profile.edit.title')}</h2>
          <p className="account-muted">{t('account.profile.edit.lead')}</p>
        </div>
      </div>
      <Form className="profile-form account-panel" onSubmit={submit} validationBehavior="aria">
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t('account.profile.edit.identity')}</legend>
          <div className="profile-form__row">
            {textField('firstname', 'text', 'given-name')}
            {textField('lastname', 'text', 'family-name')}
          </div>
          <div className="profile-form__row">
            {textField('email', 'email', 'email')}
            {textField('phone', 'tel', 'tel')}
          </div>
          <AddressField
            value={values.address}
            onChange={set('address')}
            error={errorText(errors.address)}
            texts={addressFieldTexts(t, 'account.profile.edit')}
          />
        </fieldset>
        {customerFields.length > 0 ? (
          <fieldset className="profile-form__group">
            <legend className="profile-form__legend">{t('account.profile.edit.more')}</legend>
            <CustomFieldInputs
              fields={fields}
              entity="CUSTOMERS"
              values={values.custom}
              onChange={set('custom')}
              errors={customFieldErrors(errors)}
            />
          </fieldset>
        ) : null}
        <div className="profile-form__actions">
          <Button type="submit" className="button button--primary" isPending={showPending}>
            {pending ? t('account.profile.edit.saving') : t('account.profile.edit.submit')}
          </Button>
        </div>
      </Form>
      <section className="account-panel profile-danger" aria-labelledby="profile-danger-title">
        <h3 id="profile-danger-title">{t('account.profile.edit.danger.title')}</h3>
        <p className="account-muted">{t('account.profile.edit.danger.text')}</p>
        <LocalLink className="button profile-danger__link" href="/account/profile/delete">
          {t('account.profile.edit.danger.link')}
        </LocalLink>
      </section>
    </section>
  );
}

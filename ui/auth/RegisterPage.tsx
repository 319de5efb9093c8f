import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import {
  type CustomField,
  type CustomFieldValue,
  type CustomFieldValues,
  fieldsFor,
  PASSWORD_MINIMUM,
  registerSchemaFor,
  sessionCalls,
  toCustomDataEntries,
} from '../../core/schemas/index';
import { useApi } from '../app/api';
import { type AddressChoice, AddressField, addressFieldTexts } from '../forms/AddressField';
import { errorUnder, useErrorText } from '../forms/form';
import { useT } from '../i18n/react';
import { useToast } from '../toasts/Toasts';
import { AuthCard, AuthSwitch } from './AuthCard';
import { AuthForm, useAuthForm } from './AuthForm';
import { AuthCustomField, AuthDateField } from './AuthTypedFields';
import { EmailField, Field, PasswordField } from './Field';
import { useGoAfterAuth } from './navigation';
import type { RegisterSettings } from './register-settings';

/** The address field with the look of the other auth fields. */
const AUTH_FIELD_CLASSES = {
  field: 'typed-field',
  label: 'typed-field__label',
  input: 'typed-field__input',
  description: 'typed-field__description',
  error: 'typed-field__error',
} as const;

/** The organiser's terms page (part 1 §2 default pages), opened beside the form so nothing typed is lost. */
const TERMS_PATH: string = '/terms';

interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  terms: boolean;
  address: AddressChoice | null;
  custom: CustomFieldValues;
  /** The participant's (the child's) own fields, asked when the organiser's create_participant is on. */
  childFirstname: string;
  /** null while it follows the parent's last name (the prefill); what was typed once edited. */
  childLastname: string | null;
  birthdate: string | null;
  participantCustom: CustomFieldValues;
}

const EMPTY: RegisterValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  terms: false,
  address: null,
  custom: {},
  childFirstname: '',
  childLastname: null,
  birthdate: null,
  participantCustom: {},
};

/** The organiser's custom fields of one entity, each with its form name (the path the schema reports). */
function CustomFields({
  fields,
  prefix,
  values,
  onChange,
}: {
  fields: readonly CustomField[];
  prefix: string;
  values: CustomFieldValues;
  onChange: (id: string, value: CustomFieldValue) => void;
}) {
  return fields.map((field) => (
    <AuthCustomField
      key={field.id}
      field={field}
      name={`${prefix}.${field.id}`}
      value={values[String(field.id)]}
      onChange={(value) => onChange(String(field.id), value)}
    />
  ));
}

/**
 * /auth/register (part 1 §2, part 2 §5 "Register"): the customer's details, an address chosen in the
 * autofill list, the organiser's customer custom fields, the participant sub-form when create_participant is
 * on, and the terms. Part 2 §5 asks, with create_participant on, for "the participant birthdate (a date)
 * and the participant custom fields"; the participant is the one registered on activities, usually the
 * parent's child, so the sub-form is labelled as the child and asks for its own names too (issue 18 §10),
 * while the parent's fields above stay the customer's. Checked with core's registerSchemaFor before POST /api/auth/register; on success the
 * session is read again and the visitor goes to the safe `redirect` or home.
 */
export function RegisterPage({
  redirect,
  settings,
}: {
  redirect: string | undefined;
  settings: RegisterSettings;
}) {
  const { t } = useT();
  const api = useApi();
  const goAfterAuth = useGoAfterAuth();
  const errorText = useErrorText();
  const toast = useToast();
  const [values, setValues] = useState<RegisterValues>(EMPTY);

  const customerFields = fieldsFor(settings.custom_fields, 'CUSTOMERS');
  // A convenience: a child usually shares the parent's last name, so it is prefilled from it until edited.
  const childLastname = values.childLastname ?? values.lastname;
  const participantFields = fieldsFor(settings.custom_fields, 'PARTICIPANTS');
  const set =
    <K extends keyof RegisterValues>(key: K) =>
    (value: RegisterValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  function parse() {
    const entered = {
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone,
      password: values.password,
      terms: values.terms,
      address: values.address ?? undefined,
      custom_data: toCustomDataEntries(customerFields, values.custom),
      ...(settings.create_participant
        ? {
            participant: {
              firstname: values.childFirstname,
              lastname: childLastname,
              birthdate: values.birthdate ?? undefined,
              custom_data: toCustomDataEntries(participantFields, values.participantCustom),
            },
          }
        : {}),
    };
    return registerSchemaFor(settings, settings.custom_fields).safeParse(entered);
  }

  const form = useAuthForm({
    parse,
    send: async (data) => {
      await api.call(sessionCalls.register, data);
      // "POST /api/auth/register ... success toast" (part 2 §7); the toast outlives the page.
      toast.form.success(t('auth.register.success'));
      await goAfterAuth(redirect);
    },
    // An address never chosen is missing, not malformed.
    onInvalid: (found) =>
      !values.address && errorUnder(found, 'address') ? { ...found, address: 'required' } : found,
    // The server's field details (EMAIL_TAKEN on email, an organiser's custom field...) go beside their
    // controls; the failure itself is a toast (part 2 §8) and the form's alert.
    failureFields: true,
    stayPending: true,
  });

  const addressError = errorUnder(form.errors, 'address');
  const termsError = errorText(form.errors.terms);

  return (
    <AuthCard
      id="register"
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={<AuthSwitch to="/auth/login" redirect={redirect} />}
    >
      <AuthForm form={form} submitLabel={t('auth.register.submit')}>
        <fieldset className="auth-form__group">
          <legend className="auth-form__legend">{t('auth.register.identity')}</legend>
          <div className="auth-form__row">
            <Field
              label={t('auth.register.firstname')}
              name="firstname"
              autoComplete="given-name"
              isRequired
              value={values.firstname}
              onChange={set('firstname')}
            />
            <Field
              label={t('auth.register.lastname')}
              name="lastname"
              autoComplete="family-name"
              isRequired
              value={values.lastname}
              onChange={set('lastname')}
            />
          </div>
          <div className="auth-form__row">
            <EmailField value={values.email} onChange={set('email')} />
            <Field
              label={t('auth.register.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              isRequired
              value={values.phone}
              onChange={set('phone')}
            />
          </div>
          <AddressField
            value={values.address}
            onChange={(address) => {
              set('address')(address);
              form.edited('address');
            }}
            error={errorText(addressError)}
            texts={addressFieldTexts(t, 'auth.register')}
            classes={AUTH_FIELD_CLASSES}
          />
          <PasswordField
            label={t('auth.common.password')}
            description={t('auth.register.passwordHint', { count: PASSWORD_MINIMUM })}
            value={values.password}
            onChange={set('password')}
          />
        </fieldset>

        {customerFields.length > 0 ? (
          <fieldset className="auth-form__group">
            <legend className="auth-form__legend">{t('auth.register.moreAbout')}</legend>
            <CustomFields
              fields={customerFields}
              prefix="custom_data"
              values={values.custom}
              onChange={(id, value) => set('custom')({ ...values.custom, [id]: value })}
            />
          </fieldset>
        ) : null}

        {settings.create_participant ? (
          <fieldset className="auth-form__group">
            <legend className="auth-form__legend">{t('auth.register.participant.title')}</legend>
            <p className="auth-form__note">{t('auth.register.participant.text')}</p>
            <div className="auth-form__row">
              <Field
                label={t('auth.register.participant.firstname')}
                name="participant.firstname"
                autoComplete="off"
                isRequired
                value={values.childFirstname}
                onChange={set('childFirstname')}
              />
              <Field
                label={t('auth.register.participant.lastname')}
                name="participant.lastname"
                autoComplete="off"
                isRequired
                description={t('auth.register.participant.lastnameHint')}
                value={childLastname}
                onChange={set('childLastname')}
              />
            </div>
            <AuthDateField
              label={t('auth.register.participant.birthdate')}
              name="participant.birthdate"
              isRequired
              value={values.birthdate}
              onChange={set('birthdate')}
            />
            <CustomFields
              fields={participantFields}
              prefix="participant.custom_data"
              values={values.participantCustom}
              onChange={(id, value) => set('participantCustom')({ ...values.participantCustom, [id]: value })}
            />
          </fieldset>
        ) : null}

        <div className="auth-terms">
          <Checkbox
            className="typed-choice typed-choice--check"
            name="terms"
            isSelected={values.terms}
            onChange={(accepted) => {
              set('terms')(accepted);
              form.edited('terms');
            }}
            isInvalid={termsError !== undefined}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
          >
            <span className="typed-choice__mark" aria-hidden="true" />
            {t('auth.register.termsBefore')} {t('auth.register.termsLink')}
          </Checkbox>
          <Link to={TERMS_PATH} target="_blank" rel="noopener" className="auth-terms__link">
            {t('auth.register.termsRead')}
          </Link>
          {termsError ? (
            <p id="register-terms-error" className="typed-field__error">
              {termsError}
            </p>
          ) : null}
        </div>
      </AuthForm>
    </AuthCard>
  );
}

import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { errorToastText, type FailedAction } from '../../core/errors/index';
import {
  type CustomFieldValues,
  customDataSchema,
  fieldsFor,
  participantSchemaFor,
  sessionCalls,
  toCustomDataEntries,
} from '../../core/schemas/index';
import { safeRedirect } from '../../core/site/index';
import { useApi } from '../app/api';
import { CustomFieldInputs } from '../forms/CustomFieldInputs';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { LocalLink } from '../shell/LocalLink';
import { useSession, useWebsite } from '../shell/website';

/**
 * "A participant create screen (/account/participants/create?redirect=...; after creation, if a redirect
 * exists, goes there keeping the other query parameters plus participant set to the new cuid)" (part 1 §2).
 * Only a same-site relative redirect is followed.
 */
export function participantReturnHref(redirect: string | undefined, participantCuid: string): string | null {
  const safe = safeRedirect(redirect);
  if (safe === null) return null;
  const url = new URL(safe, 'http://site.invalid');
  url.searchParams.set('participant', participantCuid);
  return `${url.pathname}${url.search}`;
}

export function ParticipantCreatePage({ redirect }: { redirect: string | undefined }) {
  const { t, i18n } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const website = useWebsite();
  const session = useSession();
  const fields = website.organiser.settings.custom_fields;
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [birthdate, setBirthdate] = useState('');
  const [custom, setCustom] = useState<CustomFieldValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!session.customer) {
    return (
      <section className="page page--narrow" aria-labelledby="participant-title">
        <h1 id="participant-title">{t('account.participants.create.title')}</h1>
        <p>{t('account.participants.create.signInFirst')}</p>
        <LocalLink
          className="button button--primary"
          href={`/auth/login?redirect=${encodeURIComponent(`/account/participants/create${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)}`}
        >
          {t('account.participants.create.signIn')}
        </LocalLink>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const customCheck = customDataSchema(fields, 'PARTICIPANTS').safeParse(custom);
    const payload = {
      firstname,
      lastname,
      birthdate,
      custom_data: toCustomDataEntries(fieldsFor(fields, 'PARTICIPANTS'), custom),
    };
    const check = participantSchemaFor(fields).safeParse(payload);
    // Field errors by name (firstname…) and by custom field id, with the spec's message keys.
    const found: Record<string, string> = {};
    for (const issue of customCheck.success ? [] : customCheck.error.issues)
      found[String(issue.path[0])] ??= issue.message;
    for (const issue of check.success ? [] : check.error.issues) {
      if (issue.path[0] !== 'custom_data') found[String(issue.path[0] ?? '_')] ??= issue.message;
    }
    setErrors(found);
    if (!check.success || !customCheck.success) return;
    setPending(true);
    try {
      const { participant } = await api.call(sessionCalls.createParticipant, payload);
      await router.invalidate();
      const back = participantReturnHref(redirect, participant.cuid);
      if (back) {
        const url = new URL(back, 'http://site.invalid');
        await navigate({ to: url.pathname, search: Object.fromEntries(url.searchParams), replace: true });
      } else {
        await navigate({ to: '/' });
      }
    } catch (error) {
      setFailure(errorToastText(error as FailedAction, lookup(i18n)));
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name]
      ? t(`forms.errors.${errors[name]}`, { defaultValue: t('forms.errors.required') })
      : undefined;
  return (
    <section className="page page--narrow" aria-labelledby="participant-title">
      <h1 id="participant-title">{t('account.participants.create.title')}</h1>
      <p className="lead">{t('account.participants.create.lead')}</p>
      <Form onSubmit={submit} validationBehavior="aria">
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <TextField
          className="field"
          isRequired
          value={firstname}
          onChange={setFirstname}
          isInvalid={Boolean(errors.firstname)}
          autoComplete="given-name"
        >
          <Label>{t('account.participants.fields.firstname')}</Label>
          <Input />
          <FieldError>{fieldError('firstname')}</FieldError>
        </TextField>
        <TextField
          className="field"
          isRequired
          value={lastname}
          onChange={setLastname}
          isInvalid={Boolean(errors.lastname)}
          autoComplete="family-name"
        >
          <Label>{t('account.participants.fields.lastname')}</Label>
          <Input />
          <FieldError>{fieldError('lastname')}</FieldError>
        </TextField>
        <TextField
          className="field"
          isRequired
          value={birthdate}
          onChange={setBirthdate}
          isInvalid={Boolean(errors.birthdate)}
        >
          <Label>{t('account.participants.fields.birthdate')}</Label>
          <Input type="date" />
          <FieldError>{fieldError('birthdate')}</FieldError>
        </TextField>
        <CustomFieldInputs
          fields={fields}
          entity="PARTICIPANTS"
          values={custom}
          onChange={setCustom}
          errors={errors}
        />
        <Button type="submit" className="button button--primary" isDisabled={pending}>
          {pending ? t('forms.states.loading') : t('account.participants.create.submit')}
        </Button>
      </Form>
    </section>
  );
}

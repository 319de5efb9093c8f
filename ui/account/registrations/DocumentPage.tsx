import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import {
  documentDownloadEligibility,
  documentDownloadQuery,
  documentFieldIds,
} from '../../../core/registration/index';
import {
  CUSTOM_FIELD_ENTITIES,
  type CustomField,
  type CustomFieldValues,
  customDataSchema,
  fieldsFor,
  fromCustomDataEntries,
  type Registration,
  type Document as RegistrationDocument,
  registrationCalls,
} from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { CustomFieldInputs } from '../../kit/field/CustomFieldInputs';
import { useSession } from '../../shell/website';
import { navigateBrowser } from './browser';
import { BackLink, DocumentUnavailable, registrationPath, useOpenedAt } from './parts';
import './registrations.css';

/** The custom fields a document asks for, each once, in the order its pages ask for them. */
export function documentFields(document: RegistrationDocument): CustomField[] {
  const byId = new Map<number, CustomField>();
  for (const page of document.pages) {
    for (const element of page.elements) {
      if (element.custom_field) byId.set(element.custom_field.id, element.custom_field);
    }
  }
  return documentFieldIds(document.pages).flatMap((id) => {
    const field = byId.get(id);
    return field ? [field] : [];
  });
}

/** GET /api/documents/download with registration_id, document_id and one custom_element_{id} per value. */
export function documentDownloadHref(
  registration: Pick<Registration, 'id'>,
  document: Pick<RegistrationDocument, 'id'>,
  values: CustomFieldValues,
): string {
  const query = new URLSearchParams(documentDownloadQuery(registration.id, document.id, values));
  return `${registrationCalls.downloadDocument.path}?${query}`;
}

/**
 * /account/registrations/{cuid}/documents/{documentCuid} (part 1 §2 "fill a document's custom fields then
 * download"; part 2 §5 "Document form: required custom fields are mandatory; DATE uses a date;
 * CHOICES_MULTIPLE an array"). When the document may not be downloaded yet, the reason shows instead of the
 * form.
 */
export function DocumentPage({
  registration,
  document,
}: {
  registration: Registration;
  document: RegistrationDocument;
}) {
  const { t } = useT();
  const now = useOpenedAt();
  const eligibility = documentDownloadEligibility(registration, document, now);
  return (
    <section className="account-detail registration-document" aria-labelledby="registration-document-title">
      <BackLink href={registrationPath(registration)} label={t('account.registrations.documents.back')} />
      <header className="account-detail__head">
        <div>
          <h2 id="registration-document-title">{document.title}</h2>
          <p className="account-muted">
            {registration.availability.activity.title} · {registration.participant.fullname}
          </p>
        </div>
      </header>
      {document.description ? <p>{document.description}</p> : null}
      {eligibility.kind === 'allowed' ? (
        <DocumentForm registration={registration} document={document} />
      ) : (
        <div className="account-panel">
          <DocumentUnavailable eligibility={eligibility} />
        </div>
      )}
    </section>
  );
}

function DocumentForm({
  registration,
  document,
}: {
  registration: Registration;
  document: RegistrationDocument;
}) {
  const { t } = useT();
  const session = useSession();
  const fields = documentFields(document);
  // The customer's own answers fill their fields to start with; they can change them for this document.
  const [values, setValues] = useState<CustomFieldValues>(() =>
    fromCustomDataEntries(
      fields.filter((field) => field.entity === 'CUSTOMERS'),
      session.customer?.custom_data ?? [],
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const clean: CustomFieldValues = {};
    for (const entity of CUSTOM_FIELD_ENTITIES) {
      const parsed = customDataSchema(fields, entity).safeParse(values);
      if (parsed.success) Object.assign(clean, parsed.data);
      else
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0]);
          found[key] ??= issue.message;
        }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    navigateBrowser(documentDownloadHref(registration, document, clean));
  }

  return (
    <Form className="account-panel registration-document__form" validationBehavior="aria" onSubmit={download}>
      {CUSTOM_FIELD_ENTITIES.some((entity) => fieldsFor(fields, entity).length > 0) ? (
        <>
          <h3>{t('account.registrations.documents.fieldsTitle')}</h3>
          <p className="account-muted">{t('account.registrations.documents.fieldsHelp')}</p>
          {CUSTOM_FIELD_ENTITIES.map((entity) => (
            <CustomFieldInputs
              key={entity}
              fields={fields}
              entity={entity}
              values={values}
              errors={errors}
              onChange={(next) => {
                setValues(next);
                const changed = Object.keys(next).filter((key) => next[key] !== values[key]);
                if (changed.some((key) => key in errors)) {
                  setErrors((current) =>
                    Object.fromEntries(Object.entries(current).filter(([key]) => !changed.includes(key))),
                  );
                }
              }}
            />
          ))}
        </>
      ) : (
        <p className="account-muted">{t('account.registrations.documents.ready')}</p>
      )}
      <div className="account-actions">
        <Button type="submit" className="button button--primary">
          {t('account.registrations.documents.download')}
        </Button>
      </div>
    </Form>
  );
}

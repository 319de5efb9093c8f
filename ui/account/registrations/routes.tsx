import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  accountCalls,
  type Registration,
  type RegistrationDetail,
  type Document as RegistrationDocument,
} from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { headText, pageHead, titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import { AccountError, accountLayoutRoute, accountListRoute, whenSignedIn } from '../kit/account-route';

const RegistrationsPage = lazyPage(() => import('./RegistrationsPage'), 'RegistrationsPage');
const RegistrationDetailPage = lazyPage(() => import('./RegistrationDetailPage'), 'RegistrationDetailPage');
const RegistrationEditPage = lazyPage(() => import('./RegistrationEditPage'), 'RegistrationEditPage');
const DocumentPage = lazyPage(() => import('./DocumentPage'), 'DocumentPage');

type RegistrationList = { data: Registration[]; count: number };

/** One page of the signed-in customer's registrations; null when signed out. */
function readRegistrations(api: Api, page: number): Promise<RegistrationList | null> {
  return whenSignedIn(api.call(accountCalls.accountRegistrations, { page_number: page }));
}

/** One registration of the signed-in customer (404 when it is someone else's); null when signed out. */
function readRegistration(api: Api, cuid: string): Promise<RegistrationDetail | null> {
  return whenSignedIn(api.call(accountCalls.accountRegistration, {}, { params: { cuid } }));
}

/** A document offered with a registration, or 404: unknown cuid, or the registration is cancelled. */
async function readDocument(
  api: Api,
  cuid: string,
  documentCuid: string,
): Promise<{ registration: Registration; document: RegistrationDocument } | null> {
  const detail = await readRegistration(api, cuid);
  if (!detail) return null;
  const document = detail.documents.find((candidate) => candidate.cuid === documentCuid);
  // Loaded here rather than with the route table: the registration rules (and their machines) stay out of
  // the shop's first load.
  const { areDocumentsShown, DOCUMENT_ERRORS } = await import('../../../core/registration/index');
  // "Cancelled registration: documents hidden."
  if (!document || !areDocumentsShown(detail.registration)) {
    throw { status: 404, code: DOCUMENT_ERRORS.NOT_FOUND };
  }
  return { registration: detail.registration, document };
}

/** The screens' reads, shared with the tests' routes. */
export const registrationLoaders = {
  list: readRegistrations,
  detail: readRegistration,
  document: readDocument,
};

/** `/account/registrations?page_number=…`: the customer's registrations, newest first. */
const registrationsRoute = accountListRoute(
  'registrations',
  'account.head.registrations',
  readRegistrations,
  RegistrationsPage,
);

/** `/account/registrations/{cuid}`. */
const registrationRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'registrations/$registration',
  head: titledHead('account.head.registration'),
  loader: ({ context, params }) => readRegistration(context.api, params.registration),
  errorComponent: AccountError,
  component: withPages(function RegistrationRoute(): ReactNode {
    const detail = registrationRoute.useLoaderData();
    return detail ? <RegistrationDetailPage detail={detail} /> : null;
  }, RegistrationDetailPage),
});

/** `/account/registrations/{cuid}/edit`: dates, options and questions of the registration. */
const registrationEditRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'registrations/$registration/edit',
  head: titledHead('account.head.registrationEdit'),
  loader: ({ context, params }) => readRegistration(context.api, params.registration),
  errorComponent: AccountError,
  component: withPages(function RegistrationEditRoute(): ReactNode {
    const detail = registrationEditRoute.useLoaderData();
    return detail ? <RegistrationEditPage key={detail.registration.cuid} detail={detail} /> : null;
  }, RegistrationEditPage),
});

/** `/account/registrations/{cuid}/documents/{documentCuid}`: fill a document's custom fields, then download. */
const registrationDocumentRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'registrations/$registration/documents/$document',
  loader: ({ context, params }) => readDocument(context.api, params.registration, params.document),
  head: ({ match, loaderData }) => {
    const { t } = headText(match);
    return pageHead({
      title: loaderData
        ? t('account.head.documentNamed', { title: loaderData.document.title })
        : t('account.head.document'),
    });
  },
  errorComponent: AccountError,
  component: withPages(function RegistrationDocumentRoute(): ReactNode {
    const found = registrationDocumentRoute.useLoaderData();
    return found ? <DocumentPage registration={found.registration} document={found.document} /> : null;
  }, DocumentPage),
});

/** The registrations screens of the account area (part 1 §2 "Account area"), children of accountLayoutRoute. */
export const registrationRoutes = [
  registrationsRoute,
  registrationRoute,
  registrationEditRoute,
  registrationDocumentRoute,
] as const;

import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { sessionCalls } from '../../../core/schemas/index';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import {
  ACCOUNT_PAGE_SIZE,
  AccountError,
  accountLayoutRoute,
  accountListOptions,
  accountPageRoute,
  whenSignedIn,
} from '../kit/account-route';

const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');
const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
const ProfileDeletePage = lazyPage(() => import('./ProfileDeletePage'), 'ProfileDeletePage');
const ParticipantsPage = lazyPage(() => import('./ParticipantsPage'), 'ParticipantsPage');
const ParticipantCreatePage = lazyPage(() => import('./ParticipantCreatePage'), 'ParticipantCreatePage');
const ParticipantDeletePage = lazyPage(() => import('./ParticipantDeletePage'), 'ParticipantDeletePage');

/** `/account/home`: the overview of the account, from the session the root loaded. */
const homeRoute = accountPageRoute('home', 'account.head.home', HomePage);

/** `/account/profile`: the customer's details, prefilled from the session. */
const profileRoute = accountPageRoute('profile', 'account.head.profile', ProfilePage);

/** `/account/profile/delete`: the account's typed-confirmation delete screen. */
const profileDeleteRoute = accountPageRoute(
  'profile/delete',
  'account.head.profileDelete',
  ProfileDeletePage,
);

/** `/account/participants?page_number=2`: the customer's participants, a page at a time. */
const participantsRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'participants',
  head: titledHead('account.head.participants'),
  ...accountListOptions,
  loader: ({ context, deps }) =>
    whenSignedIn(
      context.api.call(sessionCalls.listParticipants, {
        page_number: deps.page,
        page_size: ACCOUNT_PAGE_SIZE,
      }),
    ),
  errorComponent: AccountError,
  component: withPages(function ParticipantsRoute(): ReactNode {
    const list = participantsRoute.useLoaderData();
    const { page } = participantsRoute.useLoaderDeps();
    return list ? <ParticipantsPage list={list} page={page} /> : null;
  }, ParticipantsPage),
});

/** `/account/participants/create?redirect=…`: the query the page was opened with, redirect validated later. */
const participantCreateSearch = z.object({
  redirect: z.string().optional().catch(undefined),
});

const participantCreateRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'participants/create',
  head: titledHead('account.head.participantCreate'),
  validateSearch: (search) => participantCreateSearch.parse(search),
  component: withPages(function ParticipantCreateRoute() {
    const { redirect } = participantCreateRoute.useSearch();
    return <ParticipantCreatePage redirect={redirect} />;
  }, ParticipantCreatePage),
});

/** `/account/participants/{participant cuid}/delete`: the participant's typed-confirmation delete screen. */
const participantDeleteRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'participants/$participant/delete',
  head: titledHead('account.head.participantDelete'),
  errorComponent: AccountError,
  component: withPages(function ParticipantDeleteRoute() {
    const { participant } = participantDeleteRoute.useParams();
    return <ParticipantDeletePage cuid={participant} />;
  }, ParticipantDeletePage),
});

/** Home, profile (edit, delete) and participants (list, create, edit in a dialog, delete). */
export const profileRoutes = [
  homeRoute,
  profileRoute,
  profileDeleteRoute,
  participantsRoute,
  participantCreateRoute,
  participantDeleteRoute,
] as const;

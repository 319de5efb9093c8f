// @vitest-environment jsdom
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WaitingListEntry } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { parseSearch, stringifySearch } from '../../app/search';
import { axeViolations } from '../../cart/testing';
import { type FakeRequest, fetchAnswering } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { AccountLayout } from '../kit/AccountLayout';
import { accountListSearch } from '../kit/account-route';
import { signedIn } from '../registrations/testing';
import { readWaitingList } from './read';
import { WaitingListPage } from './WaitingListPage';

afterEach(cleanup);

const entry = (
  id: number,
  firstname: string,
  position: number | null,
  status: 'WAITING' | 'OFFERED' = 'WAITING',
) =>
  ({
    id,
    status,
    position,
    participant: { id: id + 100, firstname, lastname: 'Martin' },
    availability: {
      cuid: 'av-noel',
      title: 'Stage multisport',
      activity_slug: 'stage-multisport',
      start_at: '2026-12-21T08:00:00.000Z',
      end_at: '2026-12-24T15:00:00.000Z',
    },
  }) satisfies WaitingListEntry;

function routes(root: AnyRoute): AnyRoute[] {
  const layout = createRoute({ getParentRoute: () => root, path: '/account', component: AccountLayout });
  const list = createRoute({
    getParentRoute: () => layout,
    path: 'waiting-list',
    validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
    loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
    loader: ({ context, deps }) => readWaitingList((context as { api: Api }).api, deps.page),
    component: () => {
      const data = list.useLoaderData();
      const { page } = list.useLoaderDeps() as { page: number };
      return data ? <WaitingListPage list={data} page={page} /> : null;
    },
  });
  return [layout.addChildren([list])] as unknown as AnyRoute[];
}

async function renderList(
  answer: (request: FakeRequest) => { status?: number; body: unknown } | undefined,
  language: 'fr' | 'en' = 'fr',
) {
  const requests: FakeRequest[] = [];
  await renderWithStorefront(() => null, {
    path: '/account/waiting-list',
    language,
    providers: 'toasts',
    around: (outlet) => <main id="main">{outlet}</main>,
    session: signedIn(),
    fetch: fetchAnswering((request) => {
      requests.push(request);
      return answer(request);
    }),
    routes,
    router: ({ api, i18n, clock }) => ({
      context: { api, i18n, language: null, clock },
      parseSearch,
      stringifySearch,
    }),
  });
  return requests;
}

describe('the account’s waiting lists (issue 20 §7)', () => {
  it('lists each entry with participant, availability and position in words, French and English ordinals', async () => {
    const list = {
      data: [entry(1, 'Léa', 1), entry(2, 'Hugo', 3), entry(3, 'Zoé', null, 'OFFERED')],
      count: 3,
    };
    await renderList(() => ({ body: list }));
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pour Léa Martin'),
      expect.stringContaining('Pour Hugo Martin'),
      expect.stringContaining('Pour Zoé Martin'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('1er sur la liste d’attente')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('3e sur la liste d’attente')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText(/Une place vous a été proposée/)).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Stage multisport' })
        .getAttribute('href'),
    ).toBe('/availabilities/stage-multisport/av-noel');
    expect(await axeViolations()).toEqual([]);
    cleanup();

    const english = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 112].map((position, index) =>
      entry(index + 1, `Child${index}`, position),
    );
    await renderList(() => ({ body: { data: english, count: english.length } }), 'en');
    const texts = (await screen.findAllByText(/on the waiting list$/)).map((node) => node.textContent);
    expect(texts).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '112th'].map(
        (ordinal) => `${ordinal} on the waiting list`,
      ),
    );
  });

  it('shows the empty state', async () => {
    await renderList(() => ({ body: { data: [], count: 0 } }));
    expect(await screen.findByText('Vous n’êtes sur aucune liste d’attente.')).toBeTruthy();
  });

  it('leaves after confirming: DELETE with the entry, success toast, list reloaded, focus on the main heading', async () => {
    let data = [entry(1, 'Léa', 1), entry(2, 'Hugo', 2)];
    const requests = await renderList((request) => {
      if (request.method === 'DELETE') {
        data = data.filter((one) => String(one.id) !== request.url.searchParams.get('waiting_list_entry_id'));
        return { body: {} };
      }
      return { body: { data, count: data.length } };
    });
    const open = await screen.findByRole('button', {
      name: 'Quitter la liste d’attente de Stage multisport pour Léa Martin',
    });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Quitter la liste d’attente ?' });
    // Keeping changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rester sur la liste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await userEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Quitter la liste d’attente ?' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(again).getByRole('button', { name: 'Quitter la liste' }));
    expect(await screen.findByText('Vous avez quitté la liste d’attente.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(
      requests.filter((request) => request.method === 'DELETE').map((request) => request.url.search),
    ).toEqual(['?waiting_list_entry_id=1']);
    // The button that opened the dialog left with its entry: focus goes to the page's main heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../app/api';
import { fakeFetch, renderAt } from './test-utils';
import { UnsubscribePage } from './UnsubscribePage';
import { loadUnsubscribeTexts } from './unsubscribe-texts';

afterEach(cleanup);

const noTexts = { title: null, subtitle: null };

describe('UnsubscribePage', () => {
  it('unsubscribes with the token of the URL and goes to the redirect', async () => {
    const api = fakeFetch((request) =>
      request.path === '/api/newsletters/unsubscribe' ? { body: {} } : undefined,
    );
    const { router } = await renderAt(
      '/newsletters/unsubscribe?token=tok-1&redirect=%2Fcheckout',
      ({ token, redirect }) => <UnsubscribePage token={token} redirect={redirect} texts={noTexts} />,
      api.fetch,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Me désinscrire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.received).toEqual([
      { method: 'POST', path: '/api/newsletters/unsubscribe', search: '', body: { token: 'tok-1' } },
    ]);
  });

  it('goes home without a redirect, and never to another site', async () => {
    const api = fakeFetch(() => ({ body: {} }));
    const { router } = await renderAt(
      '/newsletters/unsubscribe?token=tok-1&redirect=%2F%5Cevil.com',
      ({ token, redirect }) => <UnsubscribePage token={token} redirect={redirect} texts={noTexts} />,
      api.fetch,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Me désinscrire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the organiser texts and disables the button without a token', async () => {
    await renderAt(
      '/newsletters/unsubscribe',
      ({ token, redirect }) => (
        <UnsubscribePage
          token={token}
          redirect={redirect}
          texts={{ title: 'On se quitte ?', subtitle: 'Dommage !' }}
        />
      ),
      fakeFetch(() => undefined).fetch,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'On se quitte ?' })).toBeTruthy();
    expect(screen.getByText('Dommage !')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Me désinscrire' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads the title and subtitle from the builder page, else none', async () => {
    const page = {
      title: 'Désinscription',
      description: null,
      pathname: '/newsletters/unsubscribe',
      type: 'DEFAULT',
      content: [
        {
          id: 'c1',
          element: 'container',
          type: 'basic',
          family: 'sections',
          name: 'Container',
          settings: {},
          children: [
            {
              id: 'n1',
              element: 'newsletter-unsubscribe',
              type: 'newsletter-unsubscribe',
              family: 'sections',
              name: 'Newsletter unsubscribe',
              settings: { title: 'Au revoir', subtitle: 'Vous nous manquerez.' },
              children: [],
            },
          ],
        },
      ],
    };
    const withPage = createApi(fakeFetch(() => ({ body: { page } })).fetch);
    expect(await loadUnsubscribeTexts(withPage)).toEqual({
      title: 'Au revoir',
      subtitle: 'Vous nous manquerez.',
    });
    const withoutPage = createApi(fakeFetch(() => undefined).fetch);
    expect(await loadUnsubscribeTexts(withoutPage)).toEqual(noTexts);
  });
});

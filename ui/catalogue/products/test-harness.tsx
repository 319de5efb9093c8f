import type { ReactNode } from 'react';
import type { Participant } from '../../../core/schemas/index';
import type { Session, Website } from '../../app/context';
import { fetchAnswering, martinParticipants, martinSession, organiser } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { productMessages } from './messages';

export const participants: Participant[] = martinParticipants;

export const website = { organiser, hostname: 'petits-sportifs.localhost' } as unknown as Website;

export const sessionFor: (signedIn: boolean) => Session = martinSession;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers the cart reads and writes, recording every request. */
export function fakeFetch(calls: RecordedCall[], answers: Record<string, unknown> = {}): typeof fetch {
  return fetchAnswering(
    ({ method, url, body }) => {
      calls.push({ method, path: url.pathname, body });
      const key = `${method} ${url.pathname}`;
      return {
        body:
          key in answers
            ? answers[key]
            : key === 'POST /api/carts/items'
              ? {
                  cart: {
                    id: 1,
                    cuid: 'cart-1',
                    reference: 'R-1',
                    created_at: '2024-01-01T10:00:00Z',
                    processed_at: null,
                    coupon_id: null,
                    coupon: null,
                    items: [],
                  },
                }
              : { cart: null },
      };
    },
    { origin: 'http://localhost', emptyBody: null },
  );
}

/**
 * Renders `ui` at `path` inside the providers a storefront page has: i18n, api, router with shell data,
 * machines, toast region.
 */
export async function renderPage(
  ui: () => ReactNode,
  options: { signedIn?: boolean; fetch?: typeof fetch; path?: string } = {},
) {
  return renderWithStorefront(ui, {
    path: options.path ?? '/page',
    website,
    session: sessionFor(options.signedIn ?? true),
    fetch: options.fetch ?? fakeFetch([]),
    providers: 'shell+toasts',
    // Until the area is listed in ui/i18n/i18n.ts the texts are added here (same texts: adding twice is harmless).
    translations: (i18n) => {
      i18n.addResourceBundle('fr', 'translation', productMessages.fr, true, false);
      i18n.addResourceBundle('en', 'translation', productMessages.en, true, false);
    },
  });
}

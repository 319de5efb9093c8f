import type { i18n } from 'i18next';
import type { z } from 'zod';
import type { Locale } from '../../core/money/index';
import type { catalogueCalls, sessionCalls } from '../../core/schemas/index';
import type { PageClock } from '../kit/clock/clock';
import type { Api } from './api';

export type Website = z.output<NonNullable<typeof catalogueCalls.website.answer>>['website'];
export type Session = z.output<NonNullable<typeof sessionCalls.getSession.answer>>;

/** What every route's loader and component can reach (TanStack Router context). */
export interface RouterContext {
  api: Api;
  i18n: i18n;
  /** The language of the URL prefix, null when the URL carries none (the organiser's language applies). */
  language: Locale | null;
  /** "Now" for loaders: the render instant on the server and while the browser hydrates its page. */
  clock: PageClock;
}

// The URL's language rules live in core (the server renders and caches pages by them too).
export { languageOfPath, URL_LANGUAGES } from '../../core/site/index';

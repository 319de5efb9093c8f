import type { i18n } from 'i18next';
import type { z } from 'zod';
import type { Locale } from '../../core/money/index';
import type { catalogueCalls, sessionCalls } from '../../core/schemas/index';
import type { Api } from './api';

export type Website = z.output<NonNullable<typeof catalogueCalls.website.answer>>['website'];
export type Session = z.output<NonNullable<typeof sessionCalls.getSession.answer>>;

/** What every route's loader and component can reach (TanStack Router context). */
export interface RouterContext {
  api: Api;
  i18n: i18n;
  /** The language of the URL prefix, null when the URL carries none (the organiser's language applies). */
  language: Locale | null;
}

/** The languages a URL may carry as its first segment. */
export const URL_LANGUAGES: readonly Locale[] = ['fr', 'en'];

/** The language of a pathname's first segment ("/en/blog" → "en"), or null. */
export function languageOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return URL_LANGUAGES.find((language) => language === first) ?? null;
}

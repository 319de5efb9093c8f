import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogueCalls } from '../../core/schemas/index';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { ApiContext, createApi } from './api';
import { languageOfPath } from './context';
import { attachInspectorIfAsked } from './inspector';
import { createAppRouter } from './router';
import './base.css';

await attachInspectorIfAsked(window.location.search);

// The URL's language wins; without one the organiser's language applies. Every call tells the server
// which one, so what it builds for the customer (payment page, return links) speaks it too.
const urlLanguage = languageOfPath(window.location.pathname);
let callLanguage: string | null = urlLanguage;
const api = createApi((input, init) => {
  if (callLanguage === null) return window.fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('accept-language', callLanguage);
  return window.fetch(input, { ...init, headers });
});
const language = urlLanguage ?? (await api.call(catalogueCalls.website, {})).website.organiser.language;
callLanguage = language;
const i18n = await createI18n(language);
document.documentElement.lang = language;
const router = createAppRouter({ api, i18n, language: urlLanguage });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <ApiContext.Provider value={api}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </ApiContext.Provider>
  </StrictMode>,
);

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

// The URL's language wins; without one the organiser's language applies.
const api = createApi(window.fetch.bind(window));
const urlLanguage = languageOfPath(window.location.pathname);
const language = urlLanguage ?? (await api.call(catalogueCalls.website, {})).website.organiser.language;
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

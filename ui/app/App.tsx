import { RouterProvider } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import { TranslationProvider } from '../i18n/react';
import { ClockProvider, type PageClock } from '../kit/clock/clock';
import { type Api, ApiContext } from './api';
import type { createAppRouter } from './router';
import { type ReadCache, ReadCacheContext } from './ssr/read-cache';

/** The storefront's tree, the same on the server (rendering) and in the browser (hydrating). */
export function StorefrontApp({
  router,
  api,
  i18n,
  reads,
  clock,
  onMounted,
}: {
  router: ReturnType<typeof createAppRouter>;
  api: Api;
  i18n: i18n;
  reads: ReadCache;
  /** The clock every `useNow()` reads (the router's loaders get the same one through its context). */
  clock: PageClock;
  /** Called once the tree is live in the browser (hydrated, or rendered without a server render). */
  onMounted?: () => void;
}) {
  return (
    <StrictMode>
      <ClockProvider clock={clock}>
        <ReadCacheContext.Provider value={reads}>
          <ApiContext.Provider value={api}>
            <TranslationProvider instance={i18n}>
              <RouterProvider router={router} />
              {onMounted ? <Mounted onMounted={onMounted} /> : null}
            </TranslationProvider>
          </ApiContext.Provider>
        </ReadCacheContext.Provider>
      </ClockProvider>
    </StrictMode>
  );
}

/** Renders nothing; its effect runs once the whole tree around it has committed. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

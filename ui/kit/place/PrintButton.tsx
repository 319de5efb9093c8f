import { Button } from 'react-aria-components';
import { useT } from '../../i18n/react';
import { useHydrated } from './hydrated';
import './place.css';

/** Prints the page with the print stylesheet (issue 20 §6); shown once the browser can answer the press. */
export function PrintButton() {
  const { t } = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button className="button print-button" onPress={() => window.print()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2" />
          <path d="M6 14h12v7H6z" />
        </g>
      </svg>
      {t('place.print.button')}
    </Button>
  );
}

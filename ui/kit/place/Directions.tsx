import { useEffect, useState } from 'react';
import { directionsOf, type MapsApp, mapsAppOf, type PlaceParts } from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';
import './place.css';

/**
 * The phone's maps application, read once the page runs in the browser (null on the server and on a
 * computer): the server render and the first client render agree, then a phone gains its link.
 */
function useMapsApp(): MapsApp | null {
  const [app, setApp] = useState<MapsApp | null>(null);
  useEffect(() => {
    setApp(mapsAppOf({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 }));
  }, []);
  return app;
}

/**
 * Directions to a venue (issue 20 §4): OpenStreetMap in a new tab, named with the address for screen readers
 * ("Itinéraire vers Avenue Paul Stroobant 44, 1180 Uccle (nouvel onglet)"), and on a phone a second link to
 * its maps application (Android's `geo:`, Apple Maps), which the system hands to the app, in no new tab.
 * Nothing without an address (core `directionsOf`).
 */
export function Directions({ location }: { location: PlaceParts }) {
  const { t } = useT();
  const app = useMapsApp();
  const directions = directionsOf(location);
  if (directions === null) return null;
  return (
    <span className="directions">
      <a
        className="directions__link directions__link--web"
        href={directions.web}
        target="_blank"
        rel="noopener noreferrer"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="directions__icon">
          <path
            d="M12 2 4 21l8-4 8 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {t('place.directions.link')}
        <span className="visually-hidden">
          {' '}
          {t('place.directions.to', { address: directions.address })} {t('place.directions.newTab')}
        </span>
      </a>
      {app ? (
        <a
          className="directions__link directions__link--app"
          href={directions.app[app]}
          aria-label={t('place.directions.appLabel', { address: directions.address })}
        >
          {t('place.directions.app')}
        </a>
      ) : null}
    </span>
  );
}

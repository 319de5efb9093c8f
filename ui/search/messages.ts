import { useState } from 'react';
import type { AreaMessages } from '../i18n/area';
import { addAreaMessages } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { en } from './messages.en';
import { fr } from './messages.fr';

/**
 * Texts of the site search (the field and the results page), fr and en. They arrive with the field's chunk
 * and the results route instead of with the shop's first load (a phone's first page never shows them).
 */
export const searchMessages = { en, fr } satisfies AreaMessages;

/** The search texts, added to the translations once per mounted component (on the server as in the browser). */
export function useSearchT() {
  const translation = useT();
  useState(() => {
    if (!translation.i18n.exists('search.field.label')) addAreaMessages(translation.i18n, searchMessages);
    return true;
  });
  return translation;
}

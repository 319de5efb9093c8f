import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/**
 * The catalog area's texts: the availability screens', the product and blog pages' (ui/catalog/products) and
 * the date-based catalogue's and schedule sections' (ui/catalog/dated). A page loads only its language's part.
 */
export const catalogMessages = { en, fr } satisfies AreaMessages;

import type { AreaMessages } from '../i18n/area';
import { en } from './messages.en';
import { fr } from './messages.fr';

/**
 * The catalogue area's texts: the availability screens', the product and blog pages' (ui/catalogue/products) and
 * the date-based catalogue's and schedule sections' (ui/catalogue/dated). A page loads only its language's part.
 */
export const catalogueMessages = { en, fr } satisfies AreaMessages;

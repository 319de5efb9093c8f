import type { OrganiserFileInput } from '../import-file';
import { littleLabAcademy } from './academy';
import { petitsSportifs } from './petits-sportifs';

/**
 * The demo organisers as import files, computed from an anchor instant so the catalogue is always ahead of
 * it. Order matters: on an empty database the French organiser's custom fields get ids 1 to 4.
 */
export function demoOrganiserFiles(now: string): OrganiserFileInput[] {
  return [petitsSportifs(now), littleLabAcademy(now)];
}

import type { CustomField } from '../../core/schemas/index';
import type { Website } from '../app/context';

/** What shapes the register form: the organiser's create_participant setting and its custom fields. */
export interface RegisterSettings {
  create_participant: boolean;
  custom_fields: CustomField[];
}

/** The register settings from GET /api/website (organiser.settings), the same ones the server checks. */
export function registerSettingsOf(website: Website): RegisterSettings {
  const { create_participant, custom_fields } = website.organiser.settings;
  return { create_participant, custom_fields };
}

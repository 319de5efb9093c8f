import { type ProviderLegalLinks, providerLegalLinksSchema } from '../../core/schemas/index';

/**
 * Where the provider's legal pages are: "Legal links (notice, disclaimer, privacy policy) go to the provider's
 * external site" (part 1 §2). They are the platform's, not an organiser's, so they come from the server's
 * environment and reach every storefront in GET /api/website (`provider_legal_links`), which the footer reads.
 * An unset variable means no such page: its link is left out rather than pointing somewhere made up.
 */
export const PROVIDER_LEGAL_LINK_SETTINGS = {
  notice: 'PROVIDER_LEGAL_NOTICE_URL',
  disclaimer: 'PROVIDER_DISCLAIMER_URL',
  privacy_policy: 'PROVIDER_PRIVACY_POLICY_URL',
} as const satisfies Record<keyof ProviderLegalLinks, string>;

type Key = keyof typeof PROVIDER_LEGAL_LINK_SETTINGS;
const KEYS = Object.keys(PROVIDER_LEGAL_LINK_SETTINGS) as Key[];

/**
 * The provider's legal links from the environment, and what is wrong with it: a variable that is set must be
 * an http(s) address (main.ts refuses to start otherwise); such a value is left out of `links`.
 */
export function providerLegalLinksFrom(env: Record<string, string | undefined>): {
  links: ProviderLegalLinks;
  problems: string[];
} {
  const problems: string[] = [];
  const links: ProviderLegalLinks = { notice: null, disclaimer: null, privacy_policy: null };
  for (const key of KEYS) {
    const name = PROVIDER_LEGAL_LINK_SETTINGS[key];
    const value = env[name]?.trim();
    if (!value) continue;
    const parsed = providerLegalLinksSchema.shape[key].safeParse(value);
    if (parsed.success) links[key] = parsed.data;
    else
      problems.push(`${name} must be an http(s) address such as https://www.example.eu/legal, not ${value}`);
  }
  return { links, problems };
}

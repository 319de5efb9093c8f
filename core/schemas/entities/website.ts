import { z } from 'zod';
import { ageDisplayRulesSchema } from '../../catalogue/index';
import { PAYMENT_METHOD_TYPES } from '../../checkout/index';
import { id } from '../primitives';
import { customFieldSchema } from './customer';

/** A navigation link; "href (empty becomes #)", children recursive (part 1 §3). */
export interface NavLink {
  id: string | number;
  name: string;
  href: string;
  children: NavLink[];
}
export const navLinkSchema: z.ZodType<NavLink, unknown> = z.lazy(() =>
  z.object({
    id: z.union([id, z.string()]),
    /** "Navigation link name at least 1 character." */
    name: z.string().trim().min(1, { error: 'required' }),
    href: z
      .string()
      .nullish()
      .transform((href) => (href ? href : '#')),
    children: z.array(navLinkSchema).default([]),
  }),
);

/** A page content element: sections and blocks nest through children (part 1 §3). */
export interface PageElement {
  id: string;
  element: string;
  type: string;
  family: string;
  name: string;
  children: PageElement[];
  settings: Record<string, unknown>;
}
export const pageElementSchema: z.ZodType<PageElement, unknown> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    element: z.string(),
    type: z.string(),
    family: z.string(),
    name: z.string(),
    children: z.array(pageElementSchema).default([]),
    settings: z.record(z.string(), z.unknown()).default({}),
  }),
);

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_colour' });

export const organiserSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  language: z.enum(['fr', 'en']),
  currency: z.literal('EUR'),
  timezone: z.literal('Europe/Brussels'),
  settings: z.object({
    formats: z.object({ ages: ageDisplayRulesSchema.default([]) }),
    /**
     * What the storefront's forms and checkout need to show what the server will enforce: whether
     * registration also creates a participant, the custom fields of customers and participants, the
     * payment methods by priority and the service fees (part 1 §3), the cart hold in minutes (part 2 §9).
     */
    create_participant: z.boolean().default(false),
    custom_fields: z.array(customFieldSchema).default([]),
    methods: z
      .array(z.object({ type: z.enum(PAYMENT_METHOD_TYPES), priority: z.number().int() }))
      .default([]),
    service_fees: z
      .object({ amount: z.number().int().min(0), percentage: z.number().min(0) })
      .default({ amount: 0, percentage: 0 }),
    cart_expiry_minutes: z.number().int().positive().default(15),
  }),
});

export const topbarSchema = z.object({
  content: z.object({
    contacts: z.object({
      phone: z.string().nullable(),
      /** "Topbar e-mail must be a valid e-mail." */
      email: z.email({ error: 'invalid_email' }).nullable(),
    }),
    announcement: z.object({ text: z.string().nullable(), href: z.string().nullable() }).nullable(),
  }),
  settings: z.object({
    text: z.object({ color: hexColour.default('#FFFFFF') }),
    background: z.object({ color: hexColour.default('#000000') }),
  }),
});

export const headerSchema = z.object({
  content: z.object({ links: z.array(navLinkSchema).default([]) }),
  settings: z.object({
    position: z.enum(['sticky', 'relative']).default('sticky'),
    logo_position: z.enum(['left', 'center']).default('left'),
    links_position: z.enum(['left', 'center', 'right']).default('right'),
  }),
});

export const footerSchema = z.object({
  content: z.object({ links: z.array(navLinkSchema).default([]), quote: z.string().nullable() }),
  settings: z.record(z.string(), z.unknown()).default({}),
});

export const PAGE_TYPES = ['DEFAULT', 'AVAILABILITY'] as const;
export const websitePageSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  pathname: z.string().startsWith('/'),
  type: z.enum(PAGE_TYPES),
  content: z.array(pageElementSchema),
});
export type WebsitePage = z.infer<typeof websitePageSchema>;

/** An address on the web a visitor can open: http or https only. */
const webAddress = z.url({ protocol: /^https?$/, error: 'invalid_url' });

/**
 * The provider's legal pages: "Legal links (notice, disclaimer, privacy policy) go to the provider's external
 * site" (part 1 §2). They belong to the platform's provider, not to an organiser: the server's configuration
 * gives them (adapters/server/provider-legal-links.ts). Null: not configured, so that link is not shown.
 */
export const providerLegalLinksSchema = z.object({
  notice: webAddress.nullable(),
  disclaimer: webAddress.nullable(),
  privacy_policy: webAddress.nullable(),
});
export type ProviderLegalLinks = z.infer<typeof providerLegalLinksSchema>;

export const websiteSchema = z.object({
  organiser: organiserSchema,
  hostname: z.string().min(1),
  provider_legal_links: providerLegalLinksSchema,
  theme: z.object({ accent_color: hexColour.default('#e67e22') }).default({ accent_color: '#e67e22' }),
  topbar: topbarSchema,
  header: headerSchema,
  footer: footerSchema,
  pages: z.array(websitePageSchema).default([]),
});

/**
 * Settings of the page sections and content blocks the site renders itself (part 1 §2 "Page sections and
 * content blocks", part 2 §5 "Page and site settings", part 2 §9 defaults). Each element's settings are
 * parsed with its schema; an element whose settings fail renders nothing ("A section whose settings fail
 * validation renders nothing"). Sections are checked against the shared section settings schema too.
 */
import { z } from 'zod';
import { faqItemSchema } from '../schemas/entities/catalogue';
import type { PageElement } from '../schemas/entities/website';
import { richTextLinkSchema, sectionSettingsOrNothing } from '../schemas/validation/site';

// ---------------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------------

/** Browsers ignore ASCII whitespace and control characters inside a URL ("java\tscript:"); so do we. */
function withoutControlCharacters(href: string): string {
  let cleaned = '';
  for (const character of href) {
    const code = character.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) cleaned += character;
  }
  return cleaned;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link address of organiser content (rich text, buttons, tabs), or null when it is not allowed.
 * "Rich-text links allow only https, mailto and tel" (part 2 §5); relative addresses (`/stages`, `#faq`,
 * `?page=2`, `contact`) stay on the site and are allowed too. Protocol-relative `//host` is refused: it
 * names another host without saying the scheme.
 */
export function safeLinkHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  const cleaned = withoutControlCharacters(href);
  // Browsers read a backslash as a slash: slash-backslash-host leaves the site like `//host`.
  if (cleaned === '' || /^[/\\]{2}/.test(cleaned) || cleaned.startsWith('\\')) return null;
  if (SCHEME.test(cleaned)) return richTextLinkSchema.safeParse(cleaned).success ? cleaned : null;
  return cleaned;
}

/** An image or embed source: https, or a path on the site (`/media/…`). Anything else is refused. */
export function isSafeMediaSource(src: string | null | undefined): boolean {
  if (typeof src !== 'string') return false;
  const cleaned = withoutControlCharacters(src);
  if (cleaned.startsWith('/')) return !cleaned.startsWith('//') && !cleaned.startsWith('/\\');
  return /^https:\/\/[^/?#\s]+/i.test(cleaned);
}

// ---------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------

const text = z.string().trim().min(1);
/** Optional text: missing, null or blank all mean "none". */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const mediaSource = z.string().trim().refine(isSafeMediaSource);
const optionalMedia = z
  .preprocess((value) => (value === '' ? null : value), mediaSource.nullish())
  .transform((value) => value ?? null);
const linkHref = z.string().transform((href, context) => {
  const safe = safeLinkHref(href);
  if (safe === null) context.addIssue({ code: 'custom', message: 'not_allowed' });
  return safe ?? '';
});
/** A CSS length as the builder writes it: `32px`, `1rem`, `2.5em`. */
const cssLength = z.string().regex(/^\d+(\.\d+)?(px|rem|em)$/);
const fontWeight = z.number().int().min(100).max(900).multipleOf(100);

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
const alignment = z.enum(ALIGNMENTS).default('left');

/** Part 2 §9 "Heading default 32px weight 700; paragraph 1rem weight 400". */
export const HEADING_DEFAULTS = { size: '32px', weight: 700, level: 2 } as const;
export const PARAGRAPH_DEFAULTS = { size: '1rem', weight: 400 } as const;
/** Part 2 §9 "Grid container default 3 columns, gap 2rem; flex container gap 1rem; container display default block". */
export const GRID_CONTAINER_DEFAULTS = { columns: 3, gap: '2rem' } as const;
export const FLEX_CONTAINER_DEFAULTS = { gap: '1rem' } as const;
export const CONTAINER_DISPLAYS = ['block', 'flex', 'grid'] as const;
/** Part 2 §9 "Card image aspect ratio default auto". */
export const CARD_IMAGE_ASPECT_RATIO_DEFAULT = 'auto';
/** Part 2 §9 "Card image ... grayscale true": card pictures in grey until the card is pointed at or focused. */
export const CARD_IMAGE_GRAYSCALE_DEFAULT = true;
/** Part 1 §2 cards grids' "selectable properties": what a card shows besides its title, all by default. */
export const CARD_PROPERTIES = ['image', 'details', 'excerpt', 'price'] as const;
export type CardProperty = (typeof CARD_PROPERTIES)[number];
/**
 * Part 1 §2 cards grids' "selectable ... filters": the filter controls a grid offers above its cards, none
 * unless the organiser picks them. Activities filter as GET /api/activities does (search, location, age, one
 * control per category group); bundles by search (part 2 §7 GET /api/bundles "filters").
 */
export const ACTIVITIES_GRID_FILTERS = ['search', 'location', 'age', 'category'] as const;
export const BUNDLES_GRID_FILTERS = ['search'] as const;
export type GridFilter = (typeof ACTIVITIES_GRID_FILTERS)[number];
/** Part 2 §9 "latest articles default 3". */
export const LATEST_ARTICLES_LIMIT_DEFAULT = 3;

// ---------------------------------------------------------------------------------------------------------
// Content blocks
// ---------------------------------------------------------------------------------------------------------

export const ALERT_VARIANTS = ['blue', 'red', 'yellow', 'green'] as const;
export const BUTTON_VARIANTS = ['blurred', 'white', 'plain', 'primary', 'secondary'] as const;
export const IMAGE_FITS = ['cover', 'contain'] as const;

/** The image block names its address `src`; `url` and `image` (the sections' name) are read too. */
const withSource = (settings: unknown) => {
  if (!settings || typeof settings !== 'object') return settings;
  const record = settings as Record<string, unknown>;
  return record.src === undefined ? { ...record, src: record.url ?? record.image } : record;
};

export const blockSettingsSchemas = {
  alert: z.object({ variant: z.enum(ALERT_VARIANTS).default('blue'), title: optionalText, text }),
  button: z.object({
    text,
    href: linkHref,
    variant: z.enum(BUTTON_VARIANTS).default('primary'),
    alignment,
  }),
  faq: z.object({ title: optionalText, items: z.array(faqItemSchema).min(1) }),
  feature: z.object({ title: text, text: optionalText, image: optionalMedia, alignment }),
  heading: z.object({
    text,
    /** h2 to h4: the page's h1 is its title (or its first hero's). */
    level: z.number().int().min(2).max(4).default(HEADING_DEFAULTS.level),
    size: cssLength.default(HEADING_DEFAULTS.size),
    weight: fontWeight.default(HEADING_DEFAULTS.weight),
    alignment,
  }),
  iframe: z.object({
    src: z
      .string()
      .trim()
      .regex(/^https:\/\/[^/?#\s]+/i),
    /** An embedded frame needs a name for assistive technologies (WCAG 4.1.2). */
    title: text,
    height: z.number().int().min(100).max(2000).default(400),
  }),
  image: z.preprocess(
    withSource,
    z.object({
      src: mediaSource,
      alt: z.string().trim().default(''),
      fit: z.enum(IMAGE_FITS).default('cover'),
      height: z
        .number()
        .int()
        .min(40)
        .max(2000)
        .nullish()
        .transform((value) => value ?? null),
      caption: optionalText,
    }),
  ),
  paragraph: z.object({
    text,
    size: cssLength.default(PARAGRAPH_DEFAULTS.size),
    weight: fontWeight.default(PARAGRAPH_DEFAULTS.weight),
    alignment,
  }),
  'rich-text': z.object({ html: z.string() }),
  tabs: z.object({
    links: z.array(z.object({ id: z.union([z.number(), z.string()]), name: text, href: linkHref })).min(1),
  }),
} as const;

export type BlockName = keyof typeof blockSettingsSchemas;
export type BlockSettings<Name extends BlockName> = z.output<(typeof blockSettingsSchemas)[Name]>;

// ---------------------------------------------------------------------------------------------------------
// Layout and list sections the site renders
// ---------------------------------------------------------------------------------------------------------

const columns = (fallback: number) => z.number().int().min(1).max(6).default(fallback);
const aspectRatio = z
  .string()
  .regex(/^(auto|\d+(\.\d+)?\s*\/\s*\d+(\.\d+)?)$/)
  .default(CARD_IMAGE_ASPECT_RATIO_DEFAULT);
const cardsGrid = z.object({
  columns: columns(2),
  image_aspect_ratio: aspectRatio,
  image_grayscale: z.boolean().default(CARD_IMAGE_GRAYSCALE_DEFAULT),
  properties: z.array(z.enum(CARD_PROPERTIES)).default([...CARD_PROPERTIES]),
});
/** The filters a grid offers, in the order given; a name the grid does not know is left out, not an error. */
const gridFilters = <const Names extends readonly GridFilter[]>(names: Names) =>
  z
    .array(z.string())
    .default([])
    .transform(
      (listed): Array<Names[number]> => [
        ...new Set(
          listed.filter((name): name is Names[number] => (names as readonly string[]).includes(name)),
        ),
      ],
    );

export const sectionSettingsSchemas = {
  banner: z.object({ title: text, subtitle: optionalText, image: optionalMedia }),
  basic: z.object({ title: optionalText }),
  container: z.object({ display: z.enum(CONTAINER_DISPLAYS).default('block') }),
  header: z.object({ title: text, subtitle: optionalText, alignment }),
  'split-hero': z.object({
    label: optionalText,
    title: text,
    /** HTML, sanitised before display. */
    description: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    image: optionalMedia,
    layout: z.enum(['full-width', 'container']).default('container'),
    origin: z.enum(['left', 'right']).default('left'),
  }),
  'flex-container': z.object({
    gap: cssLength.default(FLEX_CONTAINER_DEFAULTS.gap),
    direction: z.enum(['row', 'column']).default('row'),
    wrap: z.boolean().default(true),
    align: z.enum(['start', 'center', 'end', 'stretch']).default('stretch'),
    justify: z.enum(['start', 'center', 'end', 'space-between']).default('start'),
  }),
  'grid-container': z.object({
    columns: z.number().int().min(1).max(12).default(GRID_CONTAINER_DEFAULTS.columns),
    gap: cssLength.default(GRID_CONTAINER_DEFAULTS.gap),
  }),
  'latest-blog-articles': z.object({
    limit: z.number().int().min(1).max(100).default(LATEST_ARTICLES_LIMIT_DEFAULT),
  }),
  'bundles-cards-grid': cardsGrid.extend({ filters: gridFilters(BUNDLES_GRID_FILTERS) }),
  'activities-cards-grid': cardsGrid.extend({
    // "after (only when the available-only setting is on)" (part 2 §7 GET /api/activities).
    available_only: z.boolean().default(false),
    filters: gridFilters(ACTIVITIES_GRID_FILTERS),
  }),
  'memberships-cards-grid': cardsGrid,
  'vouchers-cards-grid': cardsGrid,
} as const;

export type SectionName = keyof typeof sectionSettingsSchemas;
export type LayoutSectionSettings<Name extends SectionName> = z.output<(typeof sectionSettingsSchemas)[Name]>;

/** A content block's settings, or null to render nothing. */
export function blockSettingsOrNothing<Name extends BlockName>(
  name: Name,
  settings: unknown,
): BlockSettings<Name> | null {
  const parsed = blockSettingsSchemas[name].safeParse(settings ?? {});
  return parsed.success ? (parsed.data as BlockSettings<Name>) : null;
}

/**
 * A section's own settings, or null to render nothing: they must pass the shared section settings (lists of
 * numbers, columns an integer, hours, layouts; part 2 §5) and the section's own schema.
 */
export function layoutSectionSettingsOrNothing<Name extends SectionName>(
  name: Name,
  settings: unknown,
): LayoutSectionSettings<Name> | null {
  if (sectionSettingsOrNothing(settings ?? {}) === null) return null;
  const parsed = sectionSettingsSchemas[name].safeParse(settings ?? {});
  return parsed.success ? (parsed.data as LayoutSectionSettings<Name>) : null;
}

/** The numbers of a section's id list setting (catalogs, activities, memberships, vouchers), if any. */
export function sectionIdList(
  settings: unknown,
  key: 'catalogs' | 'segments' | 'activities' | 'memberships' | 'vouchers',
): number[] {
  const shared = sectionSettingsOrNothing(settings ?? {});
  return shared?.[key] ?? [];
}

/** Sections whose title is the page's main heading when they open the page. */
export const HERO_SECTIONS: readonly string[] = ['banner', 'header', 'split-hero'];

/** Whether the page's first element is a hero whose title can be the page's h1. */
export function opensWithHero(content: readonly PageElement[]): boolean {
  const first = content[0];
  if (!first || !HERO_SECTIONS.includes(first.name)) return false;
  const name = first.name as 'banner' | 'header' | 'split-hero';
  return layoutSectionSettingsOrNothing(name, first.settings) !== null;
}

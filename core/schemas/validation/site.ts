import { z } from 'zod';
import { pageElementSchema } from '../entities/website';
import { VALIDATION_KEYS } from '../primitives';

const numberList = z.array(z.number());
const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** "Section settings: catalogs, segments, activities, memberships and vouchers are lists of numbers; status is a list of strings; columns an integer (default 2); start_hour and end_hour numbers or empty; filters layout aside or stacked; mode stacked or calendar." */
export const sectionSettingsSchema = z
  .object({
    catalogs: numberList.optional(),
    segments: numberList.optional(),
    activities: numberList.optional(),
    memberships: numberList.optional(),
    vouchers: numberList.optional(),
    status: z.array(z.string()).optional(),
    columns: z.number().int().min(1).default(2),
    start_hour: z.preprocess(emptyToNull, z.number().min(0).max(24).nullable().optional()),
    end_hour: z.preprocess(emptyToNull, z.number().min(0).max(24).nullable().optional()),
    filters_layout: z.enum(['aside', 'stacked']).optional(),
    mode: z.enum(['stacked', 'calendar']).optional(),
  })
  .passthrough();
export type SectionSettings = z.infer<typeof sectionSettingsSchema>;

/** "A section whose settings fail validation renders nothing.": settings, or null to render nothing. */
export function sectionSettingsOrNothing(settings: unknown): SectionSettings | null {
  const parsed = sectionSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : null;
}

export const RICH_TEXT_LINK_SCHEMES = ['https:', 'mailto:', 'tel:'] as const;
/** "Rich-text links allow only https, mailto and tel." */
export const richTextLinkSchema = z
  .string()
  .trim()
  .refine(
    (href) => {
      const scheme = /^([a-z][a-z0-9+.-]*:)/iu.exec(href)?.[1]?.toLowerCase();
      return scheme !== undefined && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
    },
    { error: VALIDATION_KEYS.notAllowed },
  );

/** "Image uploads accept image/* only." */
export const imageUploadTypeSchema = z
  .string()
  .regex(/^image\/[a-z0-9.+-]+$/iu, { error: VALIDATION_KEYS.notAllowed });

/** "Incoming preview messages must carry content (a list of page elements) and hovered (an id or null); otherwise they are ignored." */
export const previewMessageSchema = z.object({
  content: z.array(pageElementSchema),
  hovered: z.union([z.string(), z.number()]).nullable(),
});

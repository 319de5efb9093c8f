import { createContext, useContext, useEffect, useState } from 'react';
import { z } from 'zod';
import { type PageElement, previewMessageSchema } from '../../core/schemas/index';
import { useT } from '../i18n/react';

/**
 * Preview mode (part 1 §2, part 2 §5–6): with `preview=true` in the query the admin console shows the page
 * in a frame. Navigation is blocked with the alert 'Navigation disabled in preview mode.'; the page content
 * is replaced by the messages the admin console posts (content and the hovered element id), accepted only
 * from the admin console's origin and only when their shape is right; the hovered element is outlined.
 */

/** The admin console's origin: the only sender of preview messages. */
export const ADMIN_CONSOLE_ORIGIN: string =
  import.meta.env.VITE_ADMIN_CONSOLE_ORIGIN || 'https://admin.example-provider.eu';

/** `?preview=true` (TanStack parses `true` as a boolean; a hand-written URL may keep the string). */
export const previewSearchSchema = z.looseObject({
  preview: z
    .union([z.literal(true), z.literal('true')])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
});
export type PreviewSearch = z.output<typeof previewSearchSchema>;

export interface PreviewState {
  enabled: boolean;
  /** The content last posted by the admin console; null until a valid message arrives. */
  content: PageElement[] | null;
  /** The id of the element the organiser points at in the builder. */
  hovered: string | null;
}

/** What page elements read: whether preview is on and which element to outline. */
export const PreviewContext = createContext<Pick<PreviewState, 'enabled' | 'hovered'>>({
  enabled: false,
  hovered: null,
});

export function usePreviewContext(): Pick<PreviewState, 'enabled' | 'hovered'> {
  return useContext(PreviewContext);
}

/**
 * Listens to the admin console while preview mode is on: messages from another origin, or without
 * `content` (a list of page elements) and `hovered` (an id or null), are ignored.
 */
export function usePreviewMessages(enabled: boolean, origin: string = ADMIN_CONSOLE_ORIGIN): PreviewState {
  const [message, setMessage] = useState<Omit<PreviewState, 'enabled'>>({ content: null, hovered: null });
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const parsed = previewMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      setMessage({
        content: parsed.data.content,
        hovered: parsed.data.hovered === null ? null : String(parsed.data.hovered),
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, origin]);
  return enabled ? { enabled, ...message } : { enabled, content: null, hovered: null };
}

/**
 * Blocks link navigation while preview mode is on: a click on any link (header, content, footer) is stopped
 * before the router or the browser sees it, and the alert says why.
 */
export function usePreviewNavigationBlock(enabled: boolean): void {
  const { t } = useT();
  const text = t('preview.navigationDisabled');
  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      window.alert(text);
    };
    // Capture on window runs before React's own listeners on the root, so router links never navigate.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [enabled, text]);
}

/** Preview mode as one hook: the admin console's messages and the navigation block. */
export function usePreview(enabled: boolean, origin: string = ADMIN_CONSOLE_ORIGIN): PreviewState {
  usePreviewNavigationBlock(enabled);
  return usePreviewMessages(enabled, origin);
}

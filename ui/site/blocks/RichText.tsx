import type { BlockSettings } from '../../../core/site/index';
import { RichHtml } from '../../kit/RichHtml';
import type { ElementProps } from '../../kit/sections/types';

/** Rich text block: the organiser's HTML (headings, lists, links, tables) through the one RichHtml renderer. */
export function RichTextBlock({ settings }: ElementProps<BlockSettings<'rich-text'>>) {
  return <RichHtml html={settings.html} className="site-rich-text" />;
}

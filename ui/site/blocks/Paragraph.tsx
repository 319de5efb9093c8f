import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Paragraph block: plain text, 1rem weight 400 unless the organiser chose otherwise. */
export function ParagraphBlock({ settings }: ElementProps<BlockSettings<'paragraph'>>) {
  return (
    <p
      className={`site-paragraph site-align--${settings.alignment}`}
      style={{ fontSize: settings.size, fontWeight: settings.weight }}
    >
      {settings.text}
    </p>
  );
}

import type { CSSProperties } from 'react';
import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Heading block: h2 to h4, 32px weight 700 unless the organiser chose otherwise. */
export function HeadingBlock({ settings }: ElementProps<BlockSettings<'heading'>>) {
  const Tag = `h${settings.level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag
      className={`site-heading site-align--${settings.alignment}`}
      style={{ '--site-heading-size': settings.size, fontWeight: settings.weight } as CSSProperties}
    >
      {settings.text}
    </Tag>
  );
}

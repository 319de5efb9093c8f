import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Image block: the picture fills its box (cover) or fits inside it (contain), with an optional caption. */
export function ImageBlock({ settings }: ElementProps<BlockSettings<'image'>>) {
  return (
    <figure className={`site-image site-image--${settings.fit}`}>
      <img
        src={settings.src}
        alt={settings.alt}
        loading="lazy"
        style={{ objectFit: settings.fit, ...(settings.height ? { height: `${settings.height}px` } : {}) }}
      />
      {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
    </figure>
  );
}

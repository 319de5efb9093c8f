import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Iframe block: an https embed (map, video) with its title for assistive technologies. */
export function IframeBlock({ settings }: ElementProps<BlockSettings<'iframe'>>) {
  return (
    <iframe
      className="site-iframe"
      src={settings.src}
      title={settings.title}
      height={settings.height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
      allowFullScreen
    />
  );
}

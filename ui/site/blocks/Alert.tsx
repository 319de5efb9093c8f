import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Alert block: a coloured note (blue, red, yellow or green) with an optional title. */
export function AlertBlock({ settings }: ElementProps<BlockSettings<'alert'>>) {
  return (
    <div className={`site-alert site-alert--${settings.variant}`} data-variant={settings.variant}>
      {settings.title ? <p className="site-alert__title">{settings.title}</p> : null}
      <p className="site-alert__text">{settings.text}</p>
    </div>
  );
}

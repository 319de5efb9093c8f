import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';
import { LocalLink } from '../../shell/LocalLink';

/** Button block: a link styled blurred, white, plain, primary or secondary. */
export function ButtonBlock({ settings }: ElementProps<BlockSettings<'button'>>) {
  return (
    <div className={`site-button-row site-align--${settings.alignment}`}>
      <LocalLink href={settings.href} className={`site-button site-button--${settings.variant}`}>
        {settings.text}
      </LocalLink>
    </div>
  );
}

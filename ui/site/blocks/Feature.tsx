import type { BlockSettings } from '../../../core/site/index';
import type { ElementProps } from '../../kit/sections/types';

/** Feature highlight block: an optional picture, a title and a short text, aligned left, center or right. */
export function FeatureBlock({ settings }: ElementProps<BlockSettings<'feature'>>) {
  return (
    <div className={`site-feature site-align--${settings.alignment}`}>
      {settings.image ? (
        <img className="site-feature__image" src={settings.image} alt="" loading="lazy" />
      ) : null}
      <h3 className="site-feature__title">{settings.title}</h3>
      {settings.text ? <p className="site-feature__text">{settings.text}</p> : null}
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { LayoutSectionSettings } from '../../../core/site/index';
import { RichHtml } from '../../kit/RichHtml';
import type { ElementProps } from '../../kit/sections/types';
import { useTitleTag } from '../headings';

/** Basic section: its blocks one under the other, in the content width. */
export function BasicSection({ settings, children }: ElementProps<LayoutSectionSettings<'basic'>>) {
  return (
    <section className="site-section site-section--basic">
      <div className="site-section__inner site-stack">
        {settings.title ? <h2 className="site-section__title">{settings.title}</h2> : null}
        {children}
      </div>
    </section>
  );
}

/** Container section: its children displayed block (default), flex or grid. */
export function ContainerSection({ settings, children }: ElementProps<LayoutSectionSettings<'container'>>) {
  return (
    <section className="site-section site-section--container">
      <div className={`site-section__inner site-container site-container--${settings.display}`}>
        {children}
      </div>
    </section>
  );
}

/** Flex container: children side by side (wrapping), gap 1rem by default. */
export function FlexContainerSection({
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'flex-container'>>) {
  const style: CSSProperties = {
    gap: settings.gap,
    flexDirection: settings.direction,
    flexWrap: settings.wrap ? 'wrap' : 'nowrap',
    alignItems:
      settings.align === 'start' || settings.align === 'end' ? `flex-${settings.align}` : settings.align,
    justifyContent:
      settings.justify === 'start' || settings.justify === 'end'
        ? `flex-${settings.justify}`
        : settings.justify,
  };
  return (
    <section className="site-section site-section--flex">
      <div className={`site-section__inner site-flex site-flex--${settings.direction}`} style={style}>
        {children}
      </div>
    </section>
  );
}

/** Grid container: 3 columns and a 2rem gap by default; one column on phones. */
export function GridContainerSection({
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'grid-container'>>) {
  return (
    <section className="site-section site-section--grid">
      <div
        className="site-section__inner site-grid"
        style={{ '--site-grid-columns': settings.columns, gap: settings.gap } as CSSProperties}
      >
        {children}
      </div>
    </section>
  );
}

/** Header section: a title (the page's h1 when it opens the page) and a subtitle. */
export function HeaderSection({
  element,
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'header'>>) {
  const Title = useTitleTag(element.id);
  return (
    <section className={`site-section site-section--header site-align--${settings.alignment}`}>
      <div className="site-section__inner site-stack">
        <Title className="site-header__title">{settings.title}</Title>
        {settings.subtitle ? <p className="site-header__subtitle">{settings.subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Banner section: a wide picture with the title and subtitle over a dark veil. */
export function BannerSection({
  element,
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'banner'>>) {
  const Title = useTitleTag(element.id);
  return (
    <section className={`site-banner${settings.image ? ' site-banner--image' : ''}`}>
      {settings.image ? (
        <img className="site-banner__image" src={settings.image} alt="" fetchPriority="high" />
      ) : null}
      <div className="site-banner__content site-section__inner site-stack">
        <Title className="site-banner__title">{settings.title}</Title>
        {settings.subtitle ? <p className="site-banner__subtitle">{settings.subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * Split hero section: label, title, HTML description and a picture side by side. `layout` full-width
 * spans the window, container keeps the content width; `origin` is the side the text starts from
 * (left: text then picture; right: picture then text). On phones the picture comes first.
 */
export function SplitHeroSection({
  element,
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'split-hero'>>) {
  const Title = useTitleTag(element.id);
  return (
    <section
      className={`site-hero site-hero--${settings.layout} site-hero--origin-${settings.origin}`}
      data-layout={settings.layout}
      data-origin={settings.origin}
    >
      <div className="site-hero__grid">
        <div className="site-hero__text site-stack">
          {settings.label ? <p className="site-hero__label">{settings.label}</p> : null}
          <Title className="site-hero__title">{settings.title}</Title>
          {settings.description ? (
            <RichHtml html={settings.description} className="site-hero__description site-rich-text" />
          ) : null}
          {children}
        </div>
        {settings.image ? (
          <div className="site-hero__media">
            <img src={settings.image} alt="" fetchPriority="high" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';
import type { PageElement } from '../../core/schemas/index';
import {
  type BlockName,
  type BlockSettings,
  blockSettingsOrNothing,
  type LayoutSectionSettings,
  layoutSectionSettingsOrNothing,
  type SectionName,
} from '../../core/site/index';
import {
  ActivitiesCardsGridSection,
  BundlesCardsGridSection,
  MembershipsCardsGridSection,
  VouchersCardsGridSection,
} from '../catalogue/sections/CardsGrids';
import { CardsLoading } from '../kit/sections/ListState';
import type { ElementProps } from '../kit/sections/types';
import { AlertBlock } from '../site/blocks/Alert';
import { ButtonBlock } from '../site/blocks/Button';
import { FaqBlock } from '../site/blocks/Faq';
import { FeatureBlock } from '../site/blocks/Feature';
import { HeadingBlock } from '../site/blocks/Heading';
import { IframeBlock } from '../site/blocks/Iframe';
import { ImageBlock } from '../site/blocks/Image';
import { ParagraphBlock } from '../site/blocks/Paragraph';
import { RichTextBlock } from '../site/blocks/RichText';
import { TabsBlock } from '../site/blocks/Tabs';
import { LatestBlogArticlesSection } from '../site/sections/LatestBlogArticles';
import {
  BannerSection,
  BasicSection,
  ContainerSection,
  FlexContainerSection,
  GridContainerSection,
  HeaderSection,
  SplitHeroSection,
} from '../site/sections/Layout';

/**
 * One entry of the registry: renders an element with its rendered children, or answers null when the
 * element's settings fail validation (the element then renders nothing).
 */
export interface RegistryEntry {
  render(element: PageElement, children: ReactNode): ReactNode | null;
}

function block<Name extends BlockName>(
  name: Name,
  component: ComponentType<ElementProps<BlockSettings<Name>>>,
): RegistryEntry {
  return {
    render(element, children) {
      const settings = blockSettingsOrNothing(name, element.settings);
      return settings === null ? null : createElement(component, { element, settings, children });
    },
  };
}

function section<Name extends SectionName>(
  name: Name,
  component: ComponentType<ElementProps<LayoutSectionSettings<Name>>>,
): RegistryEntry {
  return {
    render(element, children) {
      const settings = layoutSectionSettingsOrNothing(name, element.settings);
      return settings === null ? null : createElement(component, { element, settings, children });
    },
  };
}

/** Props of the catalogue's sections (ui/catalogue/sections): the element and its rendered children. */
interface CatalogueSectionProps {
  element: PageElement;
  children?: ReactNode;
}

/**
 * A section of the availability catalogue, loaded on first use. Its settings already passed the shared
 * section settings (ElementView); the section reads the rest (scope, filters) itself.
 */
function catalogueSection(load: () => Promise<ComponentType<CatalogueSectionProps>>): RegistryEntry {
  const component = lazy(async () => ({ default: await load() }));
  return {
    render(element, children) {
      // The catalogue's sections lay out their own content; the site puts them in the content width.
      return createElement(
        'div',
        { className: 'site-section site-section--catalog' },
        createElement(
          'div',
          { className: 'site-section__inner' },
          createElement(
            Suspense,
            { fallback: createElement(CardsLoading, { columns: 2, count: 2 }) },
            createElement(component, { element, children }),
          ),
        ),
      );
    },
  };
}

/** Element names (as the builder saves them) → how to render them. */
export const registry: Readonly<Record<string, RegistryEntry>> = {
  // Content blocks
  alert: block('alert', AlertBlock),
  button: block('button', ButtonBlock),
  faq: block('faq', FaqBlock),
  feature: block('feature', FeatureBlock),
  heading: block('heading', HeadingBlock),
  iframe: block('iframe', IframeBlock),
  image: block('image', ImageBlock),
  paragraph: block('paragraph', ParagraphBlock),
  'rich-text': block('rich-text', RichTextBlock),
  tabs: block('tabs', TabsBlock),
  // Layout sections
  banner: section('banner', BannerSection),
  basic: section('basic', BasicSection),
  container: section('container', ContainerSection),
  header: section('header', HeaderSection),
  'split-hero': section('split-hero', SplitHeroSection),
  'flex-container': section('flex-container', FlexContainerSection),
  'grid-container': section('grid-container', GridContainerSection),
  // List sections
  'latest-blog-articles': section('latest-blog-articles', LatestBlogArticlesSection),
  'bundles-cards-grid': section('bundles-cards-grid', BundlesCardsGridSection),
  'activities-cards-grid': section('activities-cards-grid', ActivitiesCardsGridSection),
  'memberships-cards-grid': section('memberships-cards-grid', MembershipsCardsGridSection),
  'vouchers-cards-grid': section('vouchers-cards-grid', VouchersCardsGridSection),
  // Availability catalogue sections (ui/catalogue/sections)
  'availability-cards-and-filters': catalogueSection(
    async () => (await import('../catalogue/sections/FiltersSidebarSection')).FiltersSidebarSection,
  ),
  'availabilities-cards': catalogueSection(
    async () => (await import('../catalogue/sections/AvailabilityCardsSection')).AvailabilityCardsSection,
  ),
  'availabilities-cards-grid': catalogueSection(
    async () => (await import('../catalogue/sections/AvailabilityCardsSection')).AvailabilityCardsSection,
  ),
  'availabilities-quick-list': catalogueSection(
    async () => (await import('../catalogue/sections/QuickListSection')).QuickListSection,
  ),
  // Resource schedules (ui/bookings)
  'resources-schedule': catalogueSection(
    async () => (await import('../bookings/ResourcesScheduleSection')).ResourcesScheduleSection,
  ),
  'resources-daily-schedule': catalogueSection(
    async () => (await import('../bookings/ResourcesDailyScheduleSection')).ResourcesDailyScheduleSection,
  ),
  'weekly-calendar': catalogueSection(
    async () => (await import('../catalogue/sections/WeeklyCalendarSection')).WeeklyCalendarSection,
  ),
  'inline-filters': catalogueSection(
    async () => (await import('../catalogue/sections/InlineFiltersSection')).InlineFiltersSection,
  ),
};

/** The entry for an element: by its name, else by its type; undefined for an unknown element. */
export function registryEntry(element: PageElement): RegistryEntry | undefined {
  return (
    (Object.hasOwn(registry, element.name) ? registry[element.name] : undefined) ??
    (Object.hasOwn(registry, element.type) ? registry[element.type] : undefined)
  );
}

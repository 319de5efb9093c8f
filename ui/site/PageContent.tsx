import { type PageElement, sectionSettingsOrNothing } from '../../core/schemas/index';
import { opensWithHero } from '../../core/site/index';
import { registryEntry } from '../app/section-registry';
import { MainHeadingContext } from './headings';
import { usePreviewContext } from './preview';
import './site.css';

/**
 * One element of a page and, inside it, its children. A section whose settings fail the shared section
 * settings (part 2 §5) renders nothing, as does an element the registry does not know (with a warning in
 * development) or whose own settings fail.
 */
export function ElementView({ element }: { element: PageElement }) {
  const preview = usePreviewContext();
  if (element.element === 'section' && sectionSettingsOrNothing(element.settings) === null) return null;
  const entry = registryEntry(element);
  if (!entry) {
    if (import.meta.env.DEV)
      console.warn(`page element "${element.name}" (${element.type}) is not known: not rendered`);
    return null;
  }
  const children = element.children.map((child) => <ElementView key={child.id} element={child} />);
  const rendered = entry.render(element, children);
  if (rendered === null) return null;
  const hovered = preview.enabled && preview.hovered === element.id;
  return (
    <div
      className={`site-element site-element--${element.element}${hovered ? ' site-element--hovered' : ''}`}
      data-element-id={preview.enabled ? element.id : undefined}
    >
      {rendered}
    </div>
  );
}

export interface PageContentProps {
  title: string;
  description?: string | null;
  content: readonly PageElement[];
}

/**
 * A website page: its sections and blocks in order. When the page opens with a hero (banner, header or
 * split hero), the hero's title is the page's h1; otherwise the page's title and description head it.
 */
export function PageContent({ title, description, content }: PageContentProps) {
  const hero = opensWithHero(content);
  return (
    <div className="site-page">
      {hero ? null : (
        <header className="site-page__header site-section__inner">
          <h1 className="site-page__title">{title}</h1>
          {description ? <p className="site-page__lead">{description}</p> : null}
        </header>
      )}
      <MainHeadingContext.Provider value={hero ? (content[0]?.id ?? null) : null}>
        {content.map((element) => (
          <ElementView key={element.id} element={element} />
        ))}
      </MainHeadingContext.Provider>
    </div>
  );
}

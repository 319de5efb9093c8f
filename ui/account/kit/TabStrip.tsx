import { useCallback, useEffect, useRef, useState } from 'react';
import { tabStripEdges } from '../../../core/site/index';
import { LocalLink } from '../../shell/LocalLink';

export interface StripTab {
  key: string;
  href: string;
  label: string;
  /** Shown beside the label when not null (the participants tab). */
  count: number | null;
  current: boolean;
}

/**
 * The account tabs in a strip that scrolls sideways on narrow screens, with a fading edge on each side that
 * still has tabs out of view (core `tabStripEdges`, part 2 §9 "Tab-strip edge threshold 24 px"). The
 * current tab scrolls into view. Tabs are links (each is a page), marked with aria-current.
 */
export function TabStrip({ label, tabs }: { label: string; tabs: StripTab[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setEdges(tabStripEdges(element));
  }, []);

  const currentKey = tabs.find((tab) => tab.current)?.key;
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const current = element.querySelector<HTMLElement>(`[data-tab="${currentKey ?? ''}"]`);
    // scrollIntoView is missing in jsdom; the strip still works without it.
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [measure, currentKey]);

  return (
    <nav
      className="tab-strip"
      aria-label={label}
      data-edge-start={edges.start || undefined}
      data-edge-end={edges.end || undefined}
    >
      <ul className="tab-strip__list" ref={strip} onScroll={measure}>
        {tabs.map((tab) => (
          <li key={tab.key} className="tab-strip__item" data-tab={tab.key}>
            <LocalLink
              href={tab.href}
              className="tab-strip__tab"
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
              {tab.count !== null && <span className="tab-strip__count">{tab.count}</span>}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

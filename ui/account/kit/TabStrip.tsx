import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
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

/** The names of the strip's scroll buttons ("Onglets précédents", "Next tabs"). */
export interface StripScrollLabels {
  previous: string;
  next: string;
}

/**
 * The account tabs. From 601 px they wrap onto as many rows as they need, so every tab shows (issue 18 §19:
 * at 1280 px two tabs were cut off without a hint). Narrower, the strip scrolls sideways, and each side that
 * still has tabs out of view (core `tabStripEdges`, part 2 §9 "Tab-strip edge threshold 24 px") shows a
 * fading arrow that scrolls the strip by most of its width. The arrows are for pointers and touch: the
 * keyboard reaches every tab with Tab as before (a focused tab scrolls into view), so they stay out of the tab
 * order. The current tab scrolls into view. Tabs are links (each is a page), marked with aria-current.
 */
export function TabStrip({
  label,
  tabs,
  scrollLabels,
}: {
  label: string;
  tabs: StripTab[];
  scrollLabels: StripScrollLabels;
}) {
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

  // Most of a width, so the tab cut at the edge stays in view for context.
  const scroll = (direction: -1 | 1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.75 });
  };

  return (
    <nav className="tab-strip" aria-label={label}>
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
      {edges.start && (
        <ScrollButton side="previous" label={scrollLabels.previous} onPress={() => scroll(-1)} />
      )}
      {edges.end && <ScrollButton side="next" label={scrollLabels.next} onPress={() => scroll(1)} />}
    </nav>
  );
}

/** A chevron pointing to the end of the strip; the previous button turns it round in CSS. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Scrolls the strip by a step; mouse and touch only, keyboard users reach every tab by Tab. */
function ScrollButton({
  side,
  label,
  onPress,
}: {
  side: 'previous' | 'next';
  label: string;
  onPress: () => void;
}) {
  return (
    <Button
      className={`tab-strip__scroll tab-strip__scroll--${side}`}
      aria-label={label}
      excludeFromTabOrder
      onPress={onPress}
    >
      <Chevron />
    </Button>
  );
}

import { describe, expect, it } from 'vitest';
import type { PageElement } from '../schemas/entities/website';
import {
  blockSettingsOrNothing,
  isSafeMediaSource,
  layoutSectionSettingsOrNothing,
  opensWithHero,
  safeLinkHref,
  sectionIdList,
} from './page-elements';

const element =
  (kind: 'section' | 'block') =>
  (
    id: string,
    name: string,
    settings: Record<string, unknown>,
    children: PageElement[] = [],
  ): PageElement => ({
    id,
    element: kind,
    type: name,
    family: `${kind}s`,
    name,
    children,
    settings,
  });
const section = element('section');
const block = element('block');

describe('organiser content addresses', () => {
  it('links: https, mailto, tel and relative addresses only', () => {
    for (const ok of [
      'https://example.be',
      'mailto:info@example.be',
      'tel:+3225551234',
      '/stages',
      '#faq',
      '?page=2',
      'contact',
    ])
      expect(safeLinkHref(ok), ok).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'http://example.be',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'vbscript:x',
      '',
      null,
    ])
      expect(safeLinkHref(bad), String(bad)).toBeNull();
  });

  it('media: https or a path on the site', () => {
    expect(isSafeMediaSource('/media/hero.svg')).toBe(true);
    expect(isSafeMediaSource('https://cdn.example.be/a.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      'http://x.be/a.png',
      '',
    ])
      expect(isSafeMediaSource(bad), bad).toBe(false);
  });
});

describe('block settings', () => {
  it('defaults of part 2 §9: heading 32px 700, paragraph 1rem 400', () => {
    expect(blockSettingsOrNothing('heading', { text: 'Titre' })).toMatchObject({
      size: '32px',
      weight: 700,
      level: 2,
    });
    expect(blockSettingsOrNothing('paragraph', { text: 'Texte' })).toMatchObject({
      size: '1rem',
      weight: 400,
    });
  });

  it('invalid settings render nothing', () => {
    expect(blockSettingsOrNothing('alert', { variant: 'purple', text: 'x' })).toBeNull();
    expect(blockSettingsOrNothing('button', { text: 'Go', href: 'javascript:alert(1)' })).toBeNull();
    expect(blockSettingsOrNothing('iframe', { src: 'https://maps.example', title: '' })).toBeNull();
    expect(blockSettingsOrNothing('iframe', { src: 'http://maps.example', title: 'Carte' })).toBeNull();
    expect(blockSettingsOrNothing('image', { src: '/a.png', fit: 'fill' })).toBeNull();
    expect(blockSettingsOrNothing('faq', { items: [] })).toBeNull();
  });

  it('image reads src, url or image', () => {
    expect(blockSettingsOrNothing('image', { image: '/a.png' })).toMatchObject({
      src: '/a.png',
      fit: 'cover',
      alt: '',
    });
    expect(blockSettingsOrNothing('image', { url: '/b.png', fit: 'contain' })).toMatchObject({
      src: '/b.png',
      fit: 'contain',
    });
  });
});

describe('section settings', () => {
  it('a section whose shared settings fail renders nothing', () => {
    expect(layoutSectionSettingsOrNothing('memberships-cards-grid', { memberships: ['a'] })).toBeNull();
    expect(layoutSectionSettingsOrNothing('bundles-cards-grid', { columns: 2.5 })).toBeNull();
    expect(layoutSectionSettingsOrNothing('split-hero', { title: 'x', origin: 'top' })).toBeNull();
  });

  it('defaults: grid container 3 columns 2rem, flex 1rem, container block, latest articles 3, cards 2 columns auto ratio grayscale, every property', () => {
    expect(layoutSectionSettingsOrNothing('grid-container', {})).toEqual({ columns: 3, gap: '2rem' });
    expect(layoutSectionSettingsOrNothing('flex-container', {})).toMatchObject({ gap: '1rem' });
    expect(layoutSectionSettingsOrNothing('container', {})).toEqual({ display: 'block' });
    expect(layoutSectionSettingsOrNothing('latest-blog-articles', {})).toEqual({ limit: 3 });
    expect(layoutSectionSettingsOrNothing('vouchers-cards-grid', { vouchers: [1] })).toEqual({
      columns: 2,
      image_aspect_ratio: 'auto',
      image_grayscale: true,
      properties: ['image', 'details', 'excerpt', 'price'],
    });
    expect(layoutSectionSettingsOrNothing('activities-cards-grid', {})).toMatchObject({
      available_only: false,
    });
    expect(sectionIdList({ vouchers: [1, 2] }, 'vouchers')).toEqual([1, 2]);
    expect(sectionIdList({ vouchers: ['x'] }, 'vouchers')).toEqual([]);
  });

  it('the first hero section gives the page its main heading', () => {
    const hero = section('h', 'split-hero', { title: 'Bienvenue', image: '/media/a.svg' });
    expect(opensWithHero([hero])).toBe(true);
    expect(opensWithHero([section('b', 'basic', {}, [block('t', 'heading', { text: 'x' })]), hero])).toBe(
      false,
    );
    expect(opensWithHero([section('h', 'split-hero', { title: '' })])).toBe(false);
    expect(opensWithHero([])).toBe(false);
  });
});

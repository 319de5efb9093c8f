import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../server/context';
import { mediaRoutes } from '../server/routes/media';
import { illustrationSvg, isIllustrationName, PICTOGRAMS, pictogramFor } from './illustrations';

describe('illustrations', () => {
  it('draw the same SVG for the same name, and different ones for different names', () => {
    expect(illustrationSvg('tennis-raquette')).toBe(illustrationSvg('tennis-raquette'));
    expect(illustrationSvg('tennis-raquette')).not.toBe(illustrationSvg('tennis-padel'));
    const svg = illustrationSvg('eveil-musical-notes');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).toContain('aria-label="eveil musical notes"');
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('pick a pictogram from the first word with a theme, a generic one otherwise', () => {
    expect(pictogramFor('multisport-ballon')).toBe('ball');
    expect(pictogramFor('blog-natation-piscine')).toBe('waves');
    expect(pictogramFor('scratch-coding')).toBe('code');
    expect(pictogramFor('anniversaire-gateau')).toBe('cake');
    expect(pictogramFor('english-language-book')).toBe('book');
    expect(pictogramFor('salle-polyvalente')).toBe('generic');
    expect(new Set(PICTOGRAMS.map((pictogram) => illustrationSvg(`x-${pictogram}`))).size).toBe(
      PICTOGRAMS.length,
    );
  });

  it('accept only lowercase names of letters, digits and single dashes inside', () => {
    expect(['a', 'hero-multisport', 'blog-2027'].every(isIllustrationName)).toBe(true);
    expect(['', 'Hero', 'a_b', 'a.b', '-a', 'a-', '../a', 'a'.repeat(81)].some(isIllustrationName)).toBe(
      false,
    );
  });
});

describe('GET /media/:name.svg', () => {
  const app = new Hono<AppEnv>();
  mediaRoutes(app);

  it('serves an illustration as cacheable SVG', async () => {
    const response = await app.request('/media/tennis-raquette.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe(illustrationSvg('tennis-raquette'));
    const unknown = await app.request('/media/no-theme-here.svg');
    expect(unknown.status).toBe(200);
  });

  it('answers 404 for names outside [a-z0-9-] and for other extensions', async () => {
    for (const path of [
      '/media/Tennis.svg',
      '/media/a_b.svg',
      '/media/a.b.svg',
      '/media/%3Cx%3E.svg',
      '/media/tennis.png',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});

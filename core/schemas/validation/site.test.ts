import { describe, expect, it } from 'vitest';
import {
  imageUploadTypeSchema,
  previewMessageSchema,
  richTextLinkSchema,
  sectionSettingsOrNothing,
} from './site';

describe('site settings (part 2 §5)', () => {
  it('section settings: number lists, columns default 2, empty hours, layouts; invalid renders nothing', () => {
    expect(sectionSettingsOrNothing({ catalogs: [1, 2], start_hour: '', mode: 'calendar' })).toMatchObject({
      columns: 2,
      start_hour: null,
    });
    expect(sectionSettingsOrNothing({ catalogs: ['a'] })).toBeNull();
    expect(sectionSettingsOrNothing({ columns: 2.5 })).toBeNull();
    expect(sectionSettingsOrNothing({ filters_layout: 'floating' })).toBeNull();
  });

  it('rich-text links: only https, mailto and tel', () => {
    for (const ok of [
      'https://example.be',
      'mailto:info@example.be',
      'tel:+3225551234',
      'HTTPS://EXAMPLE.BE',
    ])
      expect(richTextLinkSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'http://example.be',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'vbscript:x',
    ]) {
      expect(richTextLinkSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('image uploads image/* only', () => {
    expect(imageUploadTypeSchema.safeParse('image/png').success).toBe(true);
    expect(imageUploadTypeSchema.safeParse('application/pdf').success).toBe(false);
  });

  it('preview messages need content and hovered, else they are ignored', () => {
    expect(previewMessageSchema.safeParse({ content: [], hovered: null }).success).toBe(true);
    expect(
      previewMessageSchema.safeParse({
        content: [{ id: 'a', element: 'section', type: 'banner', family: 'sections', name: 'Banner' }],
        hovered: 'a',
      }).success,
    ).toBe(true);
    expect(previewMessageSchema.safeParse({ content: 'x', hovered: null }).success).toBe(false);
    expect(previewMessageSchema.safeParse({ content: [] }).success).toBe(false);
  });
});

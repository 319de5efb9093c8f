import { readableShade, textOn } from '../../core/site/index';
import type { Website } from '../app/context';

/**
 * The organiser's colours as the CSS variables every component themes from. The server writes them on
 * `<html>` (so the first paint is in the organiser's colours); the shell keeps them current in the browser.
 */
export function themeVariables(website: Website): Record<`--${string}`, string> {
  return {
    '--accent': website.theme.accent_color,
    '--on-accent': textOn(website.theme.accent_color),
    // Measured on the muted surface (#f5f6f8), the lightest background links sit on besides white.
    '--accent-strong': readableShade(website.theme.accent_color, '#eef0f3'),
    '--topbar-text': website.topbar.settings.text.color,
    '--topbar-background': website.topbar.settings.background.color,
  };
}

/** The variables as a `style` attribute value. */
export function themeStyle(website: Website): string {
  return Object.entries(themeVariables(website))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

import type { i18n } from 'i18next';
import type { AreaMessages } from './area';
import { addAreaMessages } from './i18n';

const added = new WeakMap<i18n, Set<AreaMessages>>();

/**
 * Adds the texts of a component that is not on every page to the instance, once, when the component's code
 * has arrived (its chunk carries them), so the shop's first load does not carry texts few pages show.
 */
export function withAreaMessages(instance: i18n, area: AreaMessages): void {
  const areas = added.get(instance) ?? new Set<AreaMessages>();
  if (areas.has(area)) return;
  addAreaMessages(instance, area);
  areas.add(area);
  added.set(instance, areas);
}

// ---------------------------------------------------------------------------------------------------------
// Categories (part 1 §3 Category: "PRIMARY-scope groups displayed as 'group title: values'")
// ---------------------------------------------------------------------------------------------------------

/** The scope of the category groups shown on cards and details. */
export const PRIMARY_CATEGORY_SCOPE = 'PRIMARY';

/** A category as the rule needs it: its group decides whether (and under which title) it is shown. */
export interface GroupedCategory {
  cuid: string;
  title: string;
  order: number;
  group: { cuid: string; title: string; scope: string } | null;
}

/** One line "group title: values": the group's title and its categories' titles. */
export interface CategoryGroupLine {
  group: string;
  values: string[];
}

/**
 * The PRIMARY-scope groups of some categories, each once with its categories' titles: categories in their
 * `order` (ties keep the given order), a category listed twice (the activity's and the availability's)
 * counted once, groups in the order of their first category. Other scopes and ungrouped categories are left
 * out.
 */
export function primaryCategoryGroups(categories: readonly GroupedCategory[]): CategoryGroupLine[] {
  const seen = new Set<string>();
  const groups = new Map<string, CategoryGroupLine>();
  const sorted = categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => a.category.order - b.category.order || a.index - b.index);
  for (const { category } of sorted) {
    const group = category.group;
    if (group === null || group.scope !== PRIMARY_CATEGORY_SCOPE || seen.has(category.cuid)) continue;
    seen.add(category.cuid);
    const line = groups.get(group.cuid) ?? { group: group.title, values: [] };
    line.values.push(category.title);
    groups.set(group.cuid, line);
  }
  return [...groups.values()];
}

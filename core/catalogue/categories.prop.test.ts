import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroupedCategory, PRIMARY_CATEGORY_SCOPE, primaryCategoryGroups } from './categories.rules';

/** Groups as an organiser defines them: one cuid, one title and one scope (two titles may be the same). */
const GROUPS = [
  { cuid: 'g1', title: 'Sport', scope: PRIMARY_CATEGORY_SCOPE },
  { cuid: 'g2', title: 'Âge', scope: PRIMARY_CATEGORY_SCOPE },
  { cuid: 'g3', title: 'Sport', scope: 'SECONDARY' },
  { cuid: 'g4', title: 'Lieu', scope: 'primary' },
];
const category: fc.Arbitrary<GroupedCategory> = fc.record({
  cuid: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6'),
  title: fc.string({ maxLength: 8 }),
  order: fc.integer({ min: -3, max: 3 }),
  group: fc.option(fc.constantFrom(...GROUPS), { nil: null }),
});
/** Categories as the server sends them: one cuid always has the same title, order and group. */
const categories = fc
  .array(category, { maxLength: 12 })
  .map((list) => list.map((item) => list.find((other) => other.cuid === item.cuid) ?? item));
const isPrimary = (item: GroupedCategory) => item.group?.scope === PRIMARY_CATEGORY_SCOPE;

describe("PRIMARY-scope groups displayed as 'group title: values'", () => {
  it('shows each PRIMARY-scope category exactly once, and nothing else', () => {
    fc.assert(
      fc.property(categories, (input) => {
        const lines = primaryCategoryGroups(input);
        const shown = lines.flatMap((line) => line.values);
        const primary = [...new Map(input.filter(isPrimary).map((item) => [item.cuid, item.title])).values()];
        expect([...shown].sort()).toEqual([...primary].sort());
      }),
    );
  });

  it('gives one line per group, in the order of its first category, with its categories in their order', () => {
    fc.assert(
      fc.property(categories, (input) => {
        const lines = primaryCategoryGroups(input);
        const unique = [...new Map(input.filter(isPrimary).map((item) => [item.cuid, item])).values()];
        const sorted = unique
          .map((item) => ({ item, first: input.indexOf(item) }))
          .sort((a, b) => a.item.order - b.item.order || a.first - b.first)
          .map(({ item }) => item);
        const groupOrder = [...new Set(sorted.map((item) => item.group?.cuid))];
        expect(lines).toEqual(
          groupOrder.map((cuid) => ({
            group: GROUPS.find((group) => group.cuid === cuid)?.title,
            values: sorted.filter((item) => item.group?.cuid === cuid).map((item) => item.title),
          })),
        );
      }),
    );
  });
});

describe('counter examples', () => {
  it('counts a category listed by the activity and the availability once', () => {
    const primary = { cuid: 'g', title: 'Sport', scope: PRIMARY_CATEGORY_SCOPE };
    const football = { cuid: 'c1', title: 'Football', order: 2, group: primary };
    const tennis = { cuid: 'c2', title: 'Tennis', order: 1, group: primary };
    const age = {
      cuid: 'c3',
      title: '6-8 ans',
      order: 0,
      group: { cuid: 'a', title: 'Âge', scope: 'OTHER' },
    };
    expect(primaryCategoryGroups([football, age, tennis, football])).toEqual([
      { group: 'Sport', values: ['Tennis', 'Football'] },
    ]);
  });
});

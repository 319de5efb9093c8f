import assert from 'node:assert/strict';
import type { Rule } from '../book';
import { defineArea } from '../book';
import { expectFieldErrors, signedIn, type TestClient, visitor } from '../http';

const PAGINATION = 'Pagination query parameters: page_number (default 1) and page_size (default 20).';

type Page = { data: unknown[]; count: number };

async function page(client: TestClient, path: string, query = ''): Promise<Page> {
  const separator = path.includes('?') ? '&' : '?';
  const answer = await client.call('GET', query ? `${path}${separator}${query}` : path);
  assert.equal(answer.status, 200, `${path} ${query}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.body as Page;
}

/**
 * One list call's paging, as part 2 §7 states it: without parameters it answers page 1 of 20 rows; a page
 * of one row is that row of the full list (the first two rows are checked) and the count stays the whole list's; a page past the end is
 * empty; a page number or size below 1 (or not a number) is refused field by field, writing nothing.
 */
async function checkPaging(client: TestClient, path: string): Promise<void> {
  const first = await page(client, path);
  assert.ok(first.count >= 1, `${path} holds rows to page through`);
  assert.equal(first.data.length, Math.min(first.count, 20), `${path}: page 1 holds 20 rows at most`);
  assert.deepEqual(await page(client, path, 'page_number=1&page_size=20'), first);
  for (const index of [0, 1].filter((row) => row < first.count)) {
    const one = await page(client, path, `page_number=${index + 1}&page_size=1`);
    assert.equal(one.count, first.count, `${path}: the count is the whole list's`);
    assert.deepEqual(one.data, [first.data[index]], `${path}: page ${index + 1} of size 1`);
  }
  const past = await page(client, path, `page_number=${first.count + 1}&page_size=1`);
  assert.deepEqual([past.data, past.count], [[], first.count], `${path}: a page past the end is empty`);
  const separator = path.includes('?') ? '&' : '?';
  for (const [query, field] of [
    ['page_number=0', 'page_number'],
    ['page_size=0', 'page_size'],
    ['page_size=ten', 'page_size'],
  ] as const) {
    await expectFieldErrors(() => client.call('GET', `${path}${separator}${query}`), {
      [field]: 'invalid_number',
    });
  }
}

function pagedCall(id: string, path: string, who: 'visitor' | 'customer'): Rule {
  return {
    id,
    source: 'part 2 §7',
    sentence: PAGINATION,
    kind: 'http',
    check: async () => checkPaging(who === 'customer' ? await signedIn() : await visitor(), path),
  };
}

// Part 2 §7's paging parameters on every list call of the storefront, on the real server: the account
// tabs (Camille's demo account has rows in each), the participants, the catalogue lists and the search.
export default defineArea({
  area: 'PAGE',
  title: 'Paging of every list call, on the server',
  rules: [
    pagedCall('PAGE-01', '/api/account/registrations', 'customer'),
    pagedCall('PAGE-02', '/api/account/carts', 'customer'),
    pagedCall('PAGE-03', '/api/account/bookings', 'customer'),
    pagedCall('PAGE-04', '/api/account/registrations-requests', 'customer'),
    pagedCall('PAGE-05', '/api/account/bundles', 'customer'),
    pagedCall('PAGE-06', '/api/account/vouchers', 'customer'),
    pagedCall('PAGE-07', '/api/account/memberships', 'customer'),
    pagedCall('PAGE-08', '/api/account/attendance-charges', 'customer'),
    pagedCall('PAGE-09', '/api/participants', 'customer'),
    pagedCall('PAGE-10', '/api/activities', 'visitor'),
    pagedCall('PAGE-11', '/api/bundles', 'visitor'),
    pagedCall('PAGE-12', '/api/memberships', 'visitor'),
    pagedCall('PAGE-13', '/api/vouchers', 'visitor'),
    pagedCall('PAGE-14', '/api/search?q=stage', 'visitor'),
    pagedCall('PAGE-15', '/api/activities/ps-act-multisport/reviews', 'visitor'),
  ],
});

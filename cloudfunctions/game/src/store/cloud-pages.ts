/**
 * Every document a CloudBase query matches, read `size` at a time (`page` runs the query from
 * `offset`): one read answers only so many, so a long answer is read on until a page comes back short.
 */
export async function readAllPages(page: (offset: number, size: number) => unknown, size: number): Promise<unknown[]> {
  const found: unknown[] = [];
  for (;;) {
    const answer = await page(found.length, size);
    const data = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new Error('CloudBase answered a query without data');
    found.push(...data);
    if (data.length < size) return found;
  }
}

/**
 * Row level security hides a row the caller may not change: PostgREST then answers no error and
 * no row. An update or delete that returns its ids must have touched exactly the one asked for.
 */
export function expectChangedOneRow(result: { data: unknown[] | null; error: unknown }, what: string): void {
  if (result.error) throw result.error;
  if (!result.data || result.data.length === 0)
    throw new Error(`${what} was not changed (missing or not allowed)`);
}

// The list envelope of the server's paginated answers (product.md §1): the total count, the
// neighbouring pages' addresses and one page of results.
export interface Paginated<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

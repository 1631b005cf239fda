/** The contract's `Pagination` (api §12) for a page of an admin table. */
export function pagination(page: number, limit: number, totalCount: number) {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, totalPages, totalCount, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

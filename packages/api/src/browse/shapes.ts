import type { Listing } from '../listings/shapes';

export interface Pagination {
  page: number;
  limit: number;
  totalPages: number;
  totalCount: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export function toPagination(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, totalPages, totalCount, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

export interface Facets {
  availableModels: string[];
  availableBrands: string[];
  availableInstrumentTypes: string[];
}

/** API §12 `ListingListResponse`. */
export interface ListingListResponse extends Facets {
  listings: Listing[];
  pagination: Pagination;
}

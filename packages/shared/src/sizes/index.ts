import { SIZE_MAKERS } from './data';
import { indexSizeTable } from './decode';

export * from './types';
export * from './families';
export * from './normalize';
export * from './decode';
export * from './compare';
export * from './texts';
export * from './reference';
export * from './equivalences';
export { SIZE_MAKERS };

/** The curated table, indexed once per process. */
export const sizeTable = /*#__PURE__*/ indexSizeTable(SIZE_MAKERS);
export * from './dataset';

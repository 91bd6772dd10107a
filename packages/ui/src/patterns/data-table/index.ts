export type { DataTableEmpty } from './body-states';
export { DataTable } from './data-table';
export type { DataTableProps } from './props';
export {
  createDataTableColumnHelper,
  type DataTableClientPagination,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableRowAction,
  type DataTableServerPagination,
  type DataTableStack,
  dataTableFeatures,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from './types';

/**
 * The heights, insets and text sizes of the single-line form controls (Input, Select): one table, so a search field
 * and the select beside it in a toolbar line up at every size.
 */
export const CONTROL_SIZES = {
  sm: 'h-8 px-2.5 text-sm',
  md: 'h-9 px-3 text-sm',
  lg: 'h-11 px-3.5 text-base',
};

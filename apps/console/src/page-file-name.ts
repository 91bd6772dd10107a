/**
 * The file under src/pages/ that holds a page's module: its registry id in kebab case (`adminCoupons` →
 * `admin-coupons.tsx`). The app finds its page modules by this name (page-modules.ts), and so do the Vite config
 * and scripts/bundle-budget.mjs, which run in Node (page-files.ts): no table lists them.
 */
export const pageFileName = (id: string) =>
  `${id.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}.tsx`;

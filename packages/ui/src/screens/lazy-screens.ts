import { lazy } from 'react';

// Screens the app shows rarely (an error, an unknown path, demo mode's accounts), as their own chunks: a
// bundler cannot split a module the app already imports through this package's index, so the split is made here.
// Render them inside a Suspense boundary.

export const LazyErrorScreen = lazy(async () => ({
  default: (await import('./general/error-screen')).ErrorScreen,
}));

export const LazyNotFoundScreen = lazy(async () => ({
  default: (await import('../patterns/not-found-screen')).NotFoundScreen,
}));

export const LazyDemoAccounts = lazy(async () => ({
  default: (await import('./auth/demo-accounts')).DemoAccounts,
}));

import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Dashboard, dashboardLoader } from './dashboard';
import { Login } from './login';

// A plain React Router app: every route in the entry, the dashboard's data fetched by its loader as navigation
// starts. What a first paint costs without any of the console's code splitting, guards or schemas.
const router = createBrowserRouter(
  [
    { path: 'login', Component: Login },
    { path: ':workspace', loader: dashboardLoader, Component: Dashboard },
  ],
  { basename: '/c' },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Login } from './login';
import { Page, pageLoader } from './page';

// A plain React Router app: every route in the entry, a page's data fetched by its loader as navigation starts.
// What a first paint costs without any of the console's code splitting, guards or schemas.
const router = createBrowserRouter(
  [
    { path: 'login', Component: Login },
    { path: '*', loader: pageLoader, Component: Page },
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

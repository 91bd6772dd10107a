import { createWorkspace, getCurrentUser, setCsrfToken } from '@console/api';
import { buildWorkspace, DEMO_PEOPLE, MOCK_API_BASE_URL } from '@console/mock-api';
import { href, patterns, WorkspaceIndexScreen, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { withOutage } from '../list-failures';

const overviewUrl = (slug: string) => `${MOCK_API_BASE_URL}/${slug}/api/overview.json`;
const RECALCULATING = 'Usage figures are being recalculated. Try again in a minute.';

const meta = preview.meta({
  title: 'Screens/Workspace/WorkspaceIndex',
  component: WorkspaceIndexScreen,
  parameters: { route: withBasename(href.workspace('acme-media')), path: withBasename(patterns.workspace) },
  args: { workspace: 'acme-media' },
});

/** Jane's Acme Media: the Startup plan, 62 % of it used by mid-January, and the five newest assemblies. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Media' })).toBeVisible();
    // The name comes with the workspace; the rest waits for the overview, which may arrive later.
    await expect(await canvas.findByText('Startup')).toBeVisible();
    await expect(canvas.getByText('$49')).toBeVisible();
    await expect(canvas.getByText('10 GB included, then $4.90 per GB')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usage in January 2026' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Data processed against the limit' })).toHaveAttribute(
      'aria-valuetext',
      '6.20 GB of 10 GB',
    );
    // The table is its own chunk, which may arrive after the figures.
    const table = await canvas.findByRole('table', { name: 'Recent assemblies' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const firstLink = within(table).getAllByRole('link')[0];
    await expect(firstLink?.getAttribute('href')).toMatch(/^\/acme-media\/assemblies\/[0-9a-f]{32}$/);
    // Each row reads as on the assemblies page: the state's badge (a failed one's code in its tooltip), the short id
    // with its copy button, the template and the time.
    const failed = within(table).getByText(', error INVALID_FILE_META_DATA').closest('td') as HTMLElement;
    await expect(within(failed).getByText('Failed')).toHaveAttribute('data-slot', 'assembly-status-badge');
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(newest).getByText('2 minutes ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/UTC$/),
    );
    await expect(within(newest).getByRole('button', { name: 'Copy assembly ID' })).toBeVisible();
    await expect(within(newest).getByRole('link', { name: 'encode-hls-ladder' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/acme-media\/templates\/[0-9a-f]{32}$/),
    );
    await expect(canvas.getByRole('link', { name: 'View all assemblies' })).toHaveAttribute(
      'href',
      href.assemblies('acme-media'),
    );
    await expect(canvas.queryByRole('heading', { name: 'Get started' })).toBeNull();
    await expect(canvas.queryByText('This workspace has used more than its plan includes')).toBeNull();
    // The page's main action, where a customer looks for it: beside the title.
    await expect(canvas.getByRole('link', { name: 'New template' })).toHaveAttribute(
      'href',
      href.templateNew('acme-media'),
    );
  },
});

/** Globex Studio, on the Pro plan, has processed 67 GB of its 50 GB this month: one warning whose action is the upgrade. */
export const PlanExceeded = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.workspace('globex-studio')) },
  play: async ({ canvas }) => {
    const banner = await canvas.findByText('This workspace has used more than its plan includes');
    await expect(banner).toBeVisible();
    await expect(
      canvas.getByText(
        'This month it has processed 67.00 GB of the 50 GB in your Pro plan. Every further GB is billed at $3.90; a larger plan may cost less.',
      ),
    ).toBeVisible();
    // The page's one main action is the upgrade, in the banner; "New template" steps back to a secondary button.
    // It opens the billing page at its plans.
    await expect(canvas.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      href.billing('globex-studio', 'plans'),
    );
    await expect(canvas.getByRole('link', { name: 'New template' })).toHaveAttribute(
      'href',
      href.templateNew('globex-studio'),
    );
    await expect(canvas.getByText('Pro')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Data processed against the limit' });
    await expect(meter).toHaveAttribute('data-state', 'danger');
    await expect(meter).toHaveAttribute('aria-valuetext', '67.00 GB of 50 GB');
  },
});

/** The server flags the workspace as over its plan although this month's bytes alone are not over it yet. */
export const PlanExceededFlag = meta.story({
  beforeEach({ msw }) {
    const workspace = buildWorkspace(
      { name: 'Acme Media', slug: 'acme-media', email: DEMO_PEOPLE.member.email, plan_exceeded: true },
      1,
    );
    msw.use(
      http.get(`${MOCK_API_BASE_URL}/acme-media/api/workspace.json`, () =>
        HttpResponse.json({ meta: { status: 'ok', message: null, redirect: null }, workspace }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This workspace has used more than its plan includes'),
    ).toBeVisible();
    await expect(canvas.getByText(/This month it has processed 6\.20 GB of the 10 GB/)).toBeVisible();
  },
});

/**
 * Sam has just created Northwind Labs: nothing has run yet, so the page offers the first run (onboarding).
 * The workspace is created through the real call, so the mock backend answers as it would after the form.
 */
export const NewWorkspace = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: { scenario: 'memberNoWorkspaces', route: withBasename(href.workspace('northwind-labs')) },
  async beforeEach() {
    await getCurrentUser();
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
    return () => setCsrfToken(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    const card = canvas
      .getByRole('heading', { level: 2, name: 'Get started' })
      .closest('[data-slot="get-started"]');
    const steps = within(card as HTMLElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Choose what to process'),
      expect.stringContaining('Set up a pipeline'),
      expect.stringContaining('Process a file'),
    ]);
    await expect(canvas.getByRole('link', { name: 'Process your first file' })).toHaveAttribute(
      'href',
      href.onboardingFileType('northwind-labs'),
    );
    await expect(canvas.getByText('No usage yet this month.')).toBeVisible();
    await expect(await canvas.findByText('No assemblies yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all assemblies' })).toBeNull();
  },
});

/** Waiting for the overview: skeletons in the shape of the page, and the region says it is busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(overviewUrl('acme-media'), () => new Promise<never>(() => {})));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Media' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText('Loading the dashboard')).toBeInTheDocument();
  },
});

/** The server fails with its own words: they are shown with a way to try again. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(overviewUrl('acme-media'), () =>
        HttpResponse.json(
          {
            meta: {
              status: 'error',
              message: RECALCULATING,
            },
          },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This dashboard could not be loaded');
    await expect(alert).toHaveTextContent(RECALCULATING);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/**
 * Asking again fails once the dashboard is on screen (here: the connection comes back and it revalidates): the
 * figures and recent assemblies stay, under a warning that they may be out of date, with a way to ask again.
 */
export const RefreshFailed = meta.story(
  withOutage('/acme-media/api/overview.json', RECALCULATING, async (canvas, goAway) => {
    // The table is there while the page loads too; the link comes with the answer.
    await canvas.findByRole('link', { name: 'View all assemblies' });
    const table = canvas.getByRole('table', { name: 'Recent assemblies' });
    goAway();
    window.dispatchEvent(new Event('online'));

    const title = await canvas.findByText('This dashboard could not be refreshed');
    const banner = title.closest('[data-slot="banner"]') as HTMLElement;
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveTextContent(RECALCULATING);
    await expect(banner).toHaveTextContent('The figures and assemblies below are as they were last loaded.');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeEnabled();
  }),
);

/** "Try again" loads the page once the server answers again. */
export const RecoversOnRetry = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(
        overviewUrl('acme-media'),
        () => HttpResponse.json({ meta: { status: 'error', message: 'Gateway timeout' } }, { status: 504 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Plan' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** No connection at all: the spec's network text. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /Network error while doing a GET request to .*acme-media\/api\/workspace\.json\. This usually means the server is unreachable/,
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'acme-media' })).toBeVisible();
  },
});

/** A workspace Jane is not a member of (the app's guard normally sends her elsewhere first). */
export const NotAMember = meta.story({
  args: { workspace: 'initech-video' },
  parameters: { route: withBasename(href.workspace('initech-video')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are not a member of this workspace.',
    );
  },
});

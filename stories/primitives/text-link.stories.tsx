import { Banner, textLink } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({ title: 'Primitives/TextLink' });

/**
 * The three tones of a text link: a name that opens its entity (tables, lists), a link inside running text or a
 * banner, and a quiet way back (breadcrumbs). One class function for router links, anchors and link-styled buttons.
 */
export const Tones = meta.story({
  render: () => (
    <div className="grid max-w-md gap-4 text-sm">
      <a href="#template" className={textLink({ className: 'font-medium' })}>
        Encode for the web
      </a>
      <p className="text-fg">
        Forgot it?{' '}
        <a href="#reset" className={textLink({ tone: 'inline' })}>
          Reset your password
        </a>{' '}
        and log in again.
      </p>
      <Banner tone="danger">
        Your card was declined.{' '}
        <a href="#billing" className={textLink({ tone: 'inline', className: 'font-medium' })}>
          Update the card
        </a>
      </Banner>
      <p className="text-fg-muted">
        <a href="#assemblies" className={textLink({ tone: 'quiet' })}>
          Assemblies
        </a>{' '}
        / 2b08a8897a03
      </p>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Encode for the web' })).toHaveFocus();
  },
});

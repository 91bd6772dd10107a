import { createHandlers, createScenario, DEMO_PASSWORD, DEMO_PEOPLE } from '@console/mock-api';
import { href, patterns, TwoFactorScreen, withBasename } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNeverAnswers, recordPosts } from './mock-requests';

const tom = DEMO_PEOPLE.twoFactor.email;

/**
 * A backend in which Tom (two-factor by e-mail) just logged in, so a sign-in key and its code are in the
 * outbox. It is deterministic: every call issues the same key and code, so the args and play functions can name
 * them while each story gets a fresh store.
 */
function backendWithSignInCode() {
  const { backend } = createScenario('loggedOut');
  backend.login({ email: tom, password: DEMO_PASSWORD });
  const mail = backend.state.outbox.at(-1);
  return { backend, key: mail?.link?.split('/').at(-1) ?? '', code: mail?.code ?? '' };
}

const { key: signInKey, code: signInCode } = backendWithSignInCode();
const wrongCode = signInCode === '000000' ? '111111' : '000000';
const verifyBodies = fn();
const resendBodies = fn();

type Canvas = ReturnType<typeof within>;

/** The six boxes of the code, one labelled group. */
const codeGroup = (canvas: Canvas) => canvas.getByRole('group', { name: 'Sign-in code' });
const box = (canvas: Canvas, digit: number) =>
  canvas.getByLabelText(`Digit ${digit} of 6`) as HTMLInputElement;
/** The code as the boxes show it. */
const codeIn = (canvas: Canvas) =>
  within(codeGroup(canvas))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value)
    .join('');
/** Types a code the way people do: into the first box, the caret moving on by itself. */
const typeCode = (canvas: Canvas, code: string) => userEvent.type(box(canvas, 1), code);

const meta = preview.meta({
  title: 'Screens/Auth/TwoFactorScreen',
  component: TwoFactorScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.twoFactor(signInKey),
    path: patterns.twoFactor,
  },
  args: { authKey: signInKey, email: tom, onAuthenticated: fn() },
  beforeEach({ msw }) {
    verifyBodies.mockClear();
    resendBodies.mockClear();
    // The recorders go first: they pass each request on to the backend after noting its body.
    msw.use(
      recordPosts('/api/auth-keys/verify.json', verifyBodies),
      recordPosts('/api/resend-2fa-email.json', resendBodies),
      ...createHandlers(backendWithSignInCode().backend),
    );
  },
});

/** The code step right after log in: the app knows the address the code went to. */
export const Form = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeVisible();
    await expect(
      canvas.getByText(`We sent a 6-digit code to ${tom}. Enter it to finish logging in.`),
    ).toBeVisible();
    await expect(within(codeGroup(canvas)).getAllByRole('textbox')).toHaveLength(6);
    // The browser offers the code from the e-mail or a text message in the first box, and fills all six from it.
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvas, 1)).toHaveAttribute('inputmode', 'numeric');
  },
});

/** A code pasted into any box fills all six, whatever else the clipboard held around the digits. */
export const PastedCode = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.paste(` ${signInCode.slice(0, 3)} ${signInCode.slice(3)}\n`);
    await expect(codeIn(canvas)).toBe(signInCode);
    await expect(box(canvas, 6)).toHaveFocus();
  },
});

/** Typing moves to the next box; Backspace and the arrow keys move back, as in one long field. */
export const KeyboardBetweenBoxes = meta.story({
  play: async ({ canvas }) => {
    await typeCode(canvas, '4821');
    await expect(box(canvas, 5)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(codeIn(canvas)).toBe('482');
    await expect(box(canvas, 4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}7');
    await expect(codeIn(canvas)).toBe('472');
    await expect(box(canvas, 3)).toHaveFocus();
  },
});

/** A code that is not six digits is caught before any request. */
export const ValidationError = meta.story({
  play: async ({ canvas }) => {
    await typeCode(canvas, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(codeGroup(canvas)).toHaveAccessibleDescription('Enter the 6-digit code.'));
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
    // The caret goes to the box still empty.
    await waitFor(() => expect(box(canvas, 6)).toHaveFocus());
    await expect(verifyBodies).not.toHaveBeenCalled();
  },
});

/** A wrong code: the server's message, and the code kept, its first digit selected: typing the next one replaces it. */
export const WrongCode = meta.story({
  play: async ({ canvas, args }) => {
    await typeCode(canvas, wrongCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the latest e-mail we sent.',
    );
    await expect(codeIn(canvas)).toBe(wrongCode);
    const first = box(canvas, 1);
    await waitFor(() => expect(first).toHaveFocus());
    await expect([first.selectionStart, first.selectionEnd]).toEqual([0, 1]);
    await expect(args.onAuthenticated).not.toHaveBeenCalled();
  },
});

/** The server cannot be reached: the network text, the code kept. */
export const NetworkFailure = meta.story({
  parameters: { scenario: 'serverDown' },
  beforeEach({ msw }) {
    msw.use(...createHandlers(backendWithSignInCode().backend, { network: 'down' }));
  },
  play: async ({ canvas }) => {
    await typeCode(canvas, signInCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Network error while doing a POST request/,
    );
    await expect(codeIn(canvas)).toBe(signInCode);
  },
});

/** While the code is checked the button is busy. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/api/auth-keys/verify.json'));
  },
  play: async ({ canvas }) => {
    await typeCode(canvas, signInCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verify and log in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
});

/** The right code: the session starts and the app gets the server's redirect. */
export const Success = meta.story({
  play: async ({ canvas, args }) => {
    await typeCode(canvas, signInCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledWith(withBasename(href.dashboard())));
    await expect(verifyBodies).toHaveBeenCalledWith({ key: signInKey, code: signInCode });
  },
});

/** "Send a new code" with the address known: one click, and the server's message as a success toast. */
export const ResendWithEmail = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(`We sent a new code to ${tom}.`)).toBeVisible();
    await expect(resendBodies).toHaveBeenCalledWith({ email: tom });
  },
});

/** Without the address (the page was opened from the e-mail), resending first asks for it. */
export const ResendWithoutEmail = meta.story({
  args: { email: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('We sent a 6-digit code to your e-mail address. Enter it to finish logging in.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));

    const form = within(canvas.getByRole('form', { name: 'Send a new code' }));
    const email = form.getByLabelText('Your e-mail address');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.click(form.getByRole('button', { name: 'Send a new code' }));
    await expect(email).toHaveAccessibleDescription(
      'The address you log in with; the new code goes there. Enter your e-mail address.',
    );
    await expect(resendBodies).not.toHaveBeenCalled();

    await userEvent.type(email, tom);
    await userEvent.click(form.getByRole('button', { name: 'Send a new code' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(`We sent a new code to ${tom}.`)).toBeVisible();
    await expect(resendBodies).toHaveBeenCalledWith({ email: tom });
    // The form closes and focus returns to the button; the next resend needs no address.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send a new code' })).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: 'Send a new code' })).toBeNull();
  },
});

/** The address form is open: how the page looks while someone types it. */
export const ResendAsksForEmail = meta.story({
  args: { email: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(canvas.getByRole('form', { name: 'Send a new code' })).toBeVisible();
  },
});

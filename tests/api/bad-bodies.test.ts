import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  CancelAccountInputSchema,
  ChangePasswordInputSchema,
  CreateWorkspaceInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RecordTemplateEditorAssemblyInputSchema,
  ResendTwoFactorEmailInputSchema,
  ResetPasswordInputSchema,
  SignupInputSchema,
  UpdateProfileInputSchema,
  UpdateTwoFactorInputSchema,
  VerifyAuthKeyInputSchema,
} from '../../packages/api/src';
import { CSRF_HEADER, getCsrfToken } from '../../packages/api/src/client';
import { MOCK_API_BASE_URL } from '../../packages/mock-api/src';
import { setupApiTests } from '../support/api';

const { startScenario } = setupApiTests();

/** Posts `body` as JSON (nothing at all when undefined) with the session's CSRF token, as a non-console caller might. */
async function post(path: string, body: unknown) {
  const response = await fetch(`${MOCK_API_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: getCsrfToken() ?? '' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { meta: { status: string; message: string } },
  };
}

/** Every POST of spec §7 that takes a body: no body, an empty object, and fields of the wrong type. */
const CASES: {
  path: string;
  noBody: string;
  empty: string;
  wrongType: [body: Record<string, unknown>, message: string][];
}[] = [
  {
    path: '/user/login.json',
    noBody: 'Send a JSON object with email and password.',
    empty: 'Enter your e-mail address.',
    wrongType: [
      [{ email: 42, password: 'demo-password' }, 'The e-mail address must be text.'],
      [{ email: 'jane@example.com', password: 12345 }, 'The password must be text.'],
      [{ email: 'jane@example.com', password: '' }, 'Enter your password.'],
    ],
  },
  {
    path: '/user/signup.json',
    noBody: 'Send a JSON object with email, password and confirm_field (empty).',
    empty: 'Enter your e-mail address.',
    wrongType: [
      [
        { email: 'li.wei@example.com', password: 1234567890, confirm_field: '' },
        'The password must be text.',
      ],
      [
        { email: 'li.wei@example.com', password: 'a-long-password' },
        'The sign-up form is incomplete. Reload the page and try again.',
      ],
      [
        { email: 'li.wei@example', password: 'a-long-password', confirm_field: '' },
        'Enter a valid e-mail address.',
      ],
      [
        { email: 'li.wei@example.com', password: '', confirm_field: '' },
        'Choose a password. Use at least 10 characters.',
      ],
    ],
  },
  {
    path: '/user/forgot-password.json',
    noBody: 'Send a JSON object with email.',
    empty: 'Enter your e-mail address.',
    wrongType: [[{ email: ['jane@example.com'] }, 'The e-mail address must be text.']],
  },
  {
    path: '/api/reset-password.json',
    noBody: 'Send a JSON object with email, password, confirm_password and auth_key.',
    empty: 'Enter your e-mail address.',
    wrongType: [
      [
        { email: 'jane@example.com', password: 'a-long-password', confirm_password: 7, auth_key: 'k' },
        'The repeated password must be text.',
      ],
      [
        { email: 'jane@example.com', password: 'a-long-password', confirm_password: 'a-long-password' },
        'This reset link is incomplete. Ask for a new one.',
      ],
      [
        { email: 'jane@example.com', password: 'short', confirm_password: 'short', auth_key: 'k' },
        'Use at least 10 characters.',
      ],
    ],
  },
  {
    path: '/api/auth-keys/verify.json',
    noBody: 'Send a JSON object with key, and code for a two-factor sign-in.',
    empty: 'This link is incomplete. Open the link from the e-mail again.',
    wrongType: [
      [{ key: 'abc', code: 123456 }, 'The code must be text.'],
      [{ key: 'abc', code: '12345' }, 'Enter the 6-digit code.'],
    ],
  },
  {
    path: '/api/resend-2fa-email.json',
    noBody: 'Send a JSON object with email.',
    empty: 'Enter your e-mail address.',
    wrongType: [[{ email: true }, 'The e-mail address must be text.']],
  },
  {
    path: '/api/cancel.json',
    noBody: 'Send a JSON object with do_it: true.',
    empty: 'Confirm the cancellation by sending do_it: true.',
    wrongType: [[{ do_it: 'yes' }, 'Confirm the cancellation by sending do_it: true.']],
  },
  {
    path: '/api/create-new-workspace.json',
    noBody: 'Send a JSON object with slug, and optionally name.',
    empty: 'Choose an address for the workspace.',
    wrongType: [
      [{ slug: 42 }, 'The workspace address must be text.'],
      [{ slug: 'river-films', name: 7 }, 'The workspace name must be text.'],
      [{ slug: 'templates' }, '“templates” is reserved by the console; pick another address.'],
    ],
  },
  {
    path: '/api/user/record-template-editor-assembly.json',
    noBody: 'Send a JSON object with workspace_id.',
    empty: 'Say which workspace ran the test: send its workspace_id.',
    wrongType: [[{ workspace_id: '1' }, 'The workspace_id must be a number.']],
  },
];

describe('bad request bodies to the spec §7 writes', () => {
  describe.each(CASES)('POST $path', ({ path, noBody, empty, wrongType }) => {
    it.each([
      ['no body', undefined],
      ['a JSON string', 'jane@example.com'],
      ['a JSON array', []],
      ['null', null],
    ])('answers %s with a 400 naming the fields it expects', async (_label, body) => {
      await startScenario('member');
      expect(await post(path, body)).toEqual({
        status: 400,
        body: { meta: { status: 'error', message: noBody, redirect: null } },
      });
    });

    it('answers an empty object with what to fill in first', async () => {
      await startScenario('member');
      const reply = await post(path, {});
      expect([reply.status, reply.body.meta.status, reply.body.meta.message]).toEqual([400, 'error', empty]);
    });

    it.each(wrongType)('answers %j with its own message', async (body, message) => {
      await startScenario('member');
      const reply = await post(path, body);
      expect([reply.status, reply.body.meta.status, reply.body.meta.message]).toEqual([
        400,
        'error',
        message,
      ]);
    });
  });

  it('POST /api/user/logout.json takes no body, so any body is ignored', async () => {
    await startScenario('member');
    const reply = await post('/api/user/logout.json', 'anything');
    expect([reply.status, reply.body.meta.message]).toEqual([200, 'You have been logged out']);
  });
});

describe('request schemas', () => {
  const SCHEMAS: [string, z.ZodMiniType][] = [
    ['LoginInputSchema', LoginInputSchema],
    ['SignupInputSchema', SignupInputSchema],
    ['ForgotPasswordInputSchema', ForgotPasswordInputSchema],
    ['ResetPasswordInputSchema', ResetPasswordInputSchema],
    ['VerifyAuthKeyInputSchema', VerifyAuthKeyInputSchema],
    ['ResendTwoFactorEmailInputSchema', ResendTwoFactorEmailInputSchema],
    ['CancelAccountInputSchema', CancelAccountInputSchema],
    ['CreateWorkspaceInputSchema', CreateWorkspaceInputSchema],
    ['RecordTemplateEditorAssemblyInputSchema', RecordTemplateEditorAssemblyInputSchema],
    ['UpdateProfileInputSchema', UpdateProfileInputSchema],
    ['ChangePasswordInputSchema', ChangePasswordInputSchema],
    ['UpdateTwoFactorInputSchema', UpdateTwoFactorInputSchema],
  ];
  const FIELDS = [
    'email',
    'password',
    'confirm_password',
    'confirm_field',
    'auth_key',
    'key',
    'code',
    'do_it',
    'slug',
    'name',
    'workspace_id',
    'current_password',
    'timezone',
    'send_newsletters',
    'two_factor_auth_type',
  ];
  const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
  const BODIES = [
    undefined,
    null,
    0,
    'text',
    [],
    {},
    every(1),
    every(null),
    every(''),
    every({}),
    every(['x']),
  ];

  it.each(SCHEMAS)("%s never answers with zod's generic message", (_name, schema) => {
    for (const body of BODIES) {
      for (const issue of schema.safeParse(body).error?.issues ?? []) {
        expect(issue.message, `${JSON.stringify(body)} at ${issue.path.join('.')}`).not.toMatch(/^Invalid/);
      }
    }
  });
});

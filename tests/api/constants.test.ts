import { describe, expect, it } from 'vitest';
import {
  ASSEMBLY_STATUS_EXPIRY_OPTIONS,
  AssemblyStatusExpirySchema,
  dataFetchingOptions,
  ERROR_PAGE_TEXT,
  GUARD_MESSAGES,
  isSlowConnection,
  MAX_ERROR_RETRIES,
  NetworkError,
  RequestError,
  SPINNER_DELAY_MS,
  STORED_KEYS,
  TRANSCODING_RESULT_EXPIRY_OPTIONS,
  TranscodingResultExpirySchema,
} from '../../packages/api/src';

describe('spec §9 constants', () => {
  it('clears exactly the three stored keys on logout', () => {
    expect(STORED_KEYS).toEqual(['login_data', 'js-currentUser', 'currentWorkspaceSlug']);
  });

  it('waits 400 ms before showing a spinner', () => {
    expect(SPINNER_DELAY_MS).toBe(400);
  });

  it('offers the expiry options of the spec, and nothing else', () => {
    expect(ASSEMBLY_STATUS_EXPIRY_OPTIONS).toEqual(['NoSave', '1day', '7days', '30days', '90days']);
    expect(TRANSCODING_RESULT_EXPIRY_OPTIONS).toEqual(['NoSave', '1day']);
    expect(AssemblyStatusExpirySchema.safeParse('14days').success).toBe(false);
    expect(TranscodingResultExpirySchema.safeParse('7days').success).toBe(false);
  });

  it('uses the spec §8 toast texts', () => {
    expect(GUARD_MESSAGES).toMatchObject({
      loginRequired: 'Please log in to access this page',
      noMemberships: 'No workspace memberships found',
      accessUnverified: 'Unable to verify workspace access',
      invalidWorkspace: 'Invalid workspace data',
      loggedOut: 'You have been logged out',
    });
  });
});

describe('spec §2 texts', () => {
  it("gives the error page's text, which the error page shows, word for word", () => {
    expect(ERROR_PAGE_TEXT).toBe(
      'There was a problem with processing your request. Please try again. If the error persists, contact us.',
    );
  });
});

describe('data-fetching options', () => {
  it.each(['slow-2g', '2g', '3g'])(
    'treats %s as slow: retry 10000 ms, loading timeout 5000 ms',
    (effectiveType) => {
      expect(isSlowConnection({ effectiveType })).toBe(true);
      expect(dataFetchingOptions({ effectiveType })).toMatchObject({
        errorRetryInterval: 10_000,
        loadingTimeout: 5_000,
        dedupingInterval: 2_000,
        focusThrottleInterval: 5_000,
      });
    },
  );

  it.each([undefined, {}, { effectiveType: '4g' }])('uses the normal numbers for %j', (connection) => {
    expect(isSlowConnection(connection)).toBe(false);
    expect(dataFetchingOptions(connection)).toMatchObject({
      errorRetryInterval: 5_000,
      loadingTimeout: 3_000,
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
    });
  });

  it('caps retries and never retries a 4xx, which would answer the same again', () => {
    const { shouldRetryOnError, errorRetryCount } = dataFetchingOptions();
    expect(errorRetryCount).toBe(MAX_ERROR_RETRIES);
    const clientError = new RequestError({
      method: 'GET',
      url: '/x',
      status: 404,
      serverMessage: 'Not found',
    });
    const serverError = new RequestError({ method: 'GET', url: '/x', status: 503, serverMessage: 'Busy' });
    expect(shouldRetryOnError(clientError)).toBe(false);
    expect(shouldRetryOnError(serverError)).toBe(true);
    expect(shouldRetryOnError(new NetworkError('GET', '/x'))).toBe(true);
  });
});

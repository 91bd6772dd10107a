import { type Referral, ReferralSchema } from '@console/api';
import { presetFor } from './catalogue';

const REFERRAL_STATUSES = ['invited', 'signed up', 'rewarded'] as const;

/** Referrals made by workspace 1: every third by tweet, the others by e-mail invitation. */
export function buildReferral(overrides: Partial<Referral> = {}, seq = 1): Referral {
  const status = presetFor(REFERRAL_STATUSES, seq);
  const byTweet = seq % 3 === 0;
  const defaults: Referral = {
    id: seq,
    type: byTweet ? 'twitter' : 'email',
    status,
    referred_account_id: status === 'invited' ? null : 100 + seq,
    invited_email: byTweet ? null : `colleague${seq}@example.com`,
    discount: 20,
    twitter_username: byTweet ? 'northwindmedia' : null,
    tweet_text: byTweet ? 'We moved all our video encoding to one API. Try it with our referral link.' : null,
    is_referer: true,
  };
  return ReferralSchema.parse({ ...defaults, ...overrides });
}

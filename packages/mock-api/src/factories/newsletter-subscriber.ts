import { type NewsletterSubscriber, NewsletterSubscriberSchema } from '@console/api';
import { daysAgo } from './seed';

/** seq 1 is user 1; others subscribed without an account. Every third is unconfirmed, every fifth unsubscribed. */
export function buildNewsletterSubscriber(
  overrides: Partial<NewsletterSubscriber> = {},
  seq = 1,
): NewsletterSubscriber {
  const defaults: NewsletterSubscriber = {
    id: seq,
    email: `reader${seq}@example.com`,
    user_id: seq === 1 ? 1 : null,
    confirmed: seq % 3 !== 0,
    subscribed_at: daysAgo(seq * 11),
    unsubscribed_at: seq % 5 === 0 ? daysAgo(seq) : null,
  };
  return NewsletterSubscriberSchema.parse({ ...defaults, ...overrides });
}

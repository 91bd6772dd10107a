import { errorMessage } from '@console/api';
import { Banner } from '../primitives/banner';
import { Button } from '../primitives/button';

export type LoadErrorBannerProps = {
  /** What could not be loaded, in a few words. */
  title: string;
  /** What the failure leaves on screen, said after the server's words. */
  description?: string;
  /** Warning when what was loaded before stays on screen: a polite note rather than an alert. */
  tone?: 'danger' | 'warning';
  error: unknown;
  /** The SWR result that failed: "Try again" revalidates it and spins while it does. */
  swr: { isValidating: boolean; mutate: () => Promise<unknown> };
};

/** A failed load in the server's own words, with the way to ask again. */
export function LoadErrorBanner({ title, description, tone = 'danger', error, swr }: LoadErrorBannerProps) {
  return (
    <Banner
      tone={tone}
      title={title}
      action={
        <Button variant="secondary" size="sm" loading={swr.isValidating} onClick={() => void swr.mutate()}>
          Try again
        </Button>
      }
    >
      {description === undefined ? (
        errorMessage(error)
      ) : (
        <>
          <p>{errorMessage(error)}</p>
          <p>{description}</p>
        </>
      )}
    </Banner>
  );
}

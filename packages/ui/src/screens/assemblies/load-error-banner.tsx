import { errorMessage } from '@console/api';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';

export type LoadErrorBannerProps = {
  /** What could not be loaded, in a few words. */
  title: string;
  error: unknown;
  /** The SWR result that failed: "Try again" revalidates it and spins while it does. */
  swr: { isValidating: boolean; mutate: () => Promise<unknown> };
};

/** A failed load in the server's own words, with the way to ask again. */
export function LoadErrorBanner({ title, error, swr }: LoadErrorBannerProps) {
  return (
    <Banner
      tone="danger"
      title={title}
      action={
        <Button variant="secondary" size="sm" loading={swr.isValidating} onClick={() => void swr.mutate()}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Banner>
  );
}

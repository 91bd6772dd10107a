import { LifeBuoy } from 'lucide-react';
import { Button } from '../primitives/button';

/** The way out of a page whose own action did not help: a secondary button that writes to support. */
export function ContactSupportButton({ href }: { href: string }) {
  return (
    <Button asChild variant="secondary">
      <a href={href}>
        <LifeBuoy aria-hidden="true" />
        Contact support
      </a>
    </Button>
  );
}

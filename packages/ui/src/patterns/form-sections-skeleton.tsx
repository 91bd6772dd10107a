import { Card, CardContent } from '../primitives/card';
import { Skeleton } from '../primitives/skeleton';

/**
 * Placeholder cards in the shape of a settings page's form sections while it loads: a title, then a label and a
 * box for each field. `fields` holds one count a card.
 */
export function FormSectionsSkeleton({ fields }: { fields: readonly number[] }) {
  return (
    <>
      {fields.map((rows, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Card key={card}>
          <CardContent className="grid gap-5">
            <Skeleton className="h-5 w-40" />
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
              <div key={row} className="grid gap-2">
                <Skeleton className="w-28" />
                <Skeleton className="h-9" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </>
  );
}

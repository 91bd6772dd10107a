import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/after-paint';
import { Skeleton } from '../../primitives/skeleton';
import type { RobotDocsProps } from './robot-docs';

// The robots' docs carry the index of every robot: a chunk of their own.
const RobotDocs = lazy(async () => ({ default: (await import('./robot-docs')).RobotDocs }));

/**
 * The template editor's robot docs, asked for once the page has painted: asked for as the editor mounts, their
 * chunks went out before the page's largest paint (its title) and counted in it (docs/first-paint.md).
 */
export function DeferredRobotDocs(props: RobotDocsProps) {
  const painted = useAfterFirstPaint();
  const placeholder = <Skeleton className="h-40 w-full" />;
  return <Suspense fallback={placeholder}>{painted ? <RobotDocs {...props} /> : placeholder}</Suspense>;
}

/** `asChild` support: renders the single child element with the wrapper's props merged in. */
import {
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/ui/cn';

type AnyProps = HTMLAttributes<HTMLElement> & Record<string, unknown>;

/** Merges `props` into `child`: classes joined, event handlers both called (child's first). */
export function mergeIntoChild(child: ReactNode, props: AnyProps): ReactElement | null {
  if (!isValidElement<AnyProps>(child)) return null;
  const merged: AnyProps = { ...props, ...child.props };
  for (const key of Object.keys(props)) {
    const ours = props[key];
    const theirs = child.props[key];
    if (key.startsWith('on') && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (theirs as (...a: unknown[]) => void)(...args);
        (ours as (...a: unknown[]) => void)(...args);
      };
    }
  }
  merged.className = cn(props.className, child.props.className);
  return cloneElement(child, merged);
}

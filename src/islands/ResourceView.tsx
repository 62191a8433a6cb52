import type { ReactNode } from 'react';
import { loadingTexts } from '../lib/constants/messages.ts';
import type { Resource } from '../stores/resource.ts';

interface Props<T> {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  loadingText?: string;
  /** The room's class; default: at least a screen (members.css `.member-room`). */
  room?: string;
}

/**
 * A loaded thing's loading text, its failure message, or what `children` make of it, all in
 * the same room: what follows does not move when the data arrives.
 */
export default function ResourceView<T>({
  resource,
  children,
  loadingText = loadingTexts.plain,
  room = 'member-room',
}: Props<T>) {
  return (
    <div className={room} aria-busy={resource.status === 'loading'}>
      {resource.status === 'loading' && <p role="status">{loadingText}</p>}
      {resource.status === 'error' && (
        <p className="notice notice--error" role="alert">
          {resource.message}
        </p>
      )}
      {resource.status === 'ready' && children(resource.data)}
    </div>
  );
}

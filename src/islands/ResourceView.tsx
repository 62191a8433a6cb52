import type { ReactNode } from 'react';
import { loadingTexts } from '../lib/constants/messages.ts';
import type { Resource } from '../stores/resource.ts';

interface Props<T> {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  loadingText?: string;
}

/** A loaded thing's loading text, its failure message, or what `children` make of it. */
export default function ResourceView<T>({
  resource,
  children,
  loadingText = loadingTexts.plain,
}: Props<T>) {
  if (resource.status === 'loading') return <p role="status">{loadingText}</p>;
  if (resource.status === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {resource.message}
      </p>
    );
  }
  return <>{children(resource.data)}</>;
}

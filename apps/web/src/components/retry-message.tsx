import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { isNetworkError } from '../lib/api-error';
import { OFFLINE_MESSAGE } from '../lib/connection';
import { Button } from './button';
import { StatusMessage } from './status-message';

/**
 * A failed load: what failed and a way to try again (the generic toast has already shown). Given
 * the error, a load that failed for lack of network says so instead.
 */
export function RetryMessage({
  icon,
  title,
  error,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  error?: unknown;
  onRetry: () => void;
}) {
  return (
    <StatusMessage
      icon={icon}
      title={isNetworkError(error) ? OFFLINE_MESSAGE : title}
      action={
        <Button
          variant="secondary"
          icon={<RotateCw size={18} aria-hidden="true" />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      }
    />
  );
}

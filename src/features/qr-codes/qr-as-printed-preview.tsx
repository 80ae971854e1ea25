import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/feedback/error-boundary';
import { asPrintedLabel } from './qr-as-printed';
import type { FramedQrProps } from './qr-framed';

// The framed drawing loads with its first preview: the list and other pages never carry it.
const FramedQr = lazy(async () => ({ default: (await import('./qr-framed')).FramedQr }));

/**
 * The code as printed, in the designer and on the code's page: drawn once its chunk is there,
 * and nothing while it loads or when the content cannot be drawn at this level.
 */
export const AsPrintedPreview = (
  props: Pick<
    FramedQrProps,
    'value' | 'foreground' | 'background' | 'level' | 'print' | 'className'
  >,
) => (
  <ErrorBoundary resetKey={`${props.level}:${props.value}`} fallback={null}>
    <Suspense fallback={null}>
      <FramedQr {...props} label={asPrintedLabel(props.print)} />
    </Suspense>
  </ErrorBoundary>
);

'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** `initial`: as rendered on the server, visible (no script needed to see it). */
type ImageStatus = 'initial' | 'pending' | 'loaded' | 'error';

export interface FadingImageProps {
  src: string;
  alt: string;
  className?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  loading?: 'lazy' | 'eager';
  /** The page's main image (a post's own thumbnail, its LCP element) asks for `high`. */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** Rendered instead of the image when it fails to load. */
  fallback?: ReactNode;
}

/**
 * An `<img>` that fades in once loaded and swaps to `fallback` on failure. The server renders it
 * visible; after mount an image still loading is hidden until its load event, and one that
 * finished (or failed) before hydration is read from the element itself.
 */
export function FadingImage({
  src,
  alt,
  className,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  fallback = null,
}: FadingImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<ImageStatus>('initial');

  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (!img.complete) {
      setStatus((current) => (current === 'initial' ? 'pending' : current));
      return;
    }
    let active = true;
    img.decode().then(
      () => active && setStatus('loaded'),
      () => active && setStatus('error'),
    );
    return () => {
      active = false;
    };
  }, []);

  if (status === 'error') return <>{fallback}</>;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={className ? `gd-fade-image ${className}` : 'gd-fade-image'}
      data-status={status}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('error')}
    />
  );
}

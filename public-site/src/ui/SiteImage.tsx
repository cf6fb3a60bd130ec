import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export interface SiteImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** A URL from the catalogue: the operator swaps pictures by replacing files, not code. */
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width?: number;
  height?: number;
  /** The hero of a page: fetched at once and first. Everything else waits until it is near. */
  priority?: boolean;
}

/**
 * Every picture of the site. A picture that fails to load is logged and replaced by the
 * catalogue's stand-in, so a missing file never leaves a broken-image icon.
 */
export function SiteImage({
  src,
  alt,
  width = 1200,
  height = 800,
  priority = false,
  ...rest
}: SiteImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? SITE_IMAGES.placeholder : src;
  const image = useRef<HTMLImageElement>(null);
  // A prerendered picture may fail before the page hydrates, when no onError listens yet.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src') === src) {
      console.error('Image failed to load:', src);
      setFailed(src);
    }
  }, [src]);
  return (
    <img
      ref={image}
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => {
        if (failed === src) return;
        console.error('Image failed to load:', src);
        setFailed(src);
      }}
    />
  );
}

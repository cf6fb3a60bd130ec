import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { type PhotoEntry, photoIdOf, photosToFetch, photoUrl, usePhoto } from '../photos/photo-manifest.ts';

export interface SiteImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** A URL from the catalogue: the operator swaps pictures by dropping photographs in a folder. */
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width?: number;
  height?: number;
  /** The hero of a page: fetched at once and first. Everything else waits until it is near. */
  priority?: boolean;
  /**
   * How wide the picture is drawn, for choosing among a photograph's widths (the `sizes`
   * attribute). The default fits the cards: a third of a wide screen, half a tablet, a phone.
   */
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

const srcSet = (variants: PhotoEntry['webp']) =>
  variants.map(([width, path]) => `${photoUrl(path)} ${width}w`).join(', ');

/**
 * Every picture of the site: the operator's photograph where there is one (AVIF or WebP at the
 * width the layout needs, over a blurred placeholder), the catalogue's illustration otherwise.
 * A picture that fails to load is logged and replaced by the catalogue's stand-in, so a missing
 * file never leaves a broken-image icon.
 */
export function SiteImage({
  src,
  alt,
  width = 1200,
  height = 800,
  priority = false,
  sizes = CARD_SIZES,
  style,
  ...rest
}: SiteImageProps) {
  // The src whose photograph, and the src whose illustration, failed to load.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const photo = usePhoto(src);
  const showPhoto = photo !== null && failedPhoto !== src;
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    console.error('Image failed to load:', showPhoto ? `the photograph for ${src}` : src);
    if (showPhoto) setFailedPhoto(src);
    else setFailed(src);
  };
  // A prerendered picture may fail before the page hydrates, when no onError listens yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per picture
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc && failed !== src) fail();
  }, [src]);
  // With the first page up, the list of every photograph, for the pages visited next.
  useEffect(() => {
    if (photosToFetch()) void import('../photos/load-all-photos.ts').then((list) => list.loadAllPhotos());
  }, []);

  const common = {
    ref: image,
    ...rest,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    onError: () => {
      if (failed !== src) fail();
    },
  };
  if (photo && showPhoto) {
    const largest = photo.webp.at(-1);
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
        <img
          {...common}
          // Staff's words for an uploaded photograph where the picture says something; a
          // decorative picture (alt "") stays silent.
          alt={alt && photo.alt ? photo.alt : alt}
          src={largest ? photoUrl(largest[1]) : src}
          width={photo.width}
          height={photo.height}
          style={{
            ...style,
            backgroundImage: `url("${photo.placeholder}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      </picture>
    );
  }
  // An uploaded photograph with no variants here (a draft's new picture in the preview, a list
  // that did not arrive) has no file at its value: the stand-in shows instead.
  const uploaded = photoIdOf(src) === src;
  return (
    <img
      {...common}
      alt={alt}
      style={style}
      src={failed === src || uploaded ? SITE_IMAGES.placeholder : src}
      width={width}
      height={height}
    />
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ImageProps } from '../schemas/generated/widget-props.ts';
import { imageDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './image.css';
import { fill } from '../renderer/core/i18n/app-words.ts';
import { useWords } from '../renderer/react/words-context.ts';

// The full-screen viewer (radix Dialog) is its own chunk: most images are never zoomed.
const ImageViewer = lazy(() => import('./image-viewer.tsx').then((m) => ({ default: m.ImageViewer })));

type ImageViewProps = ImageProps & { className?: string };

interface PictureProps {
  src: string;
  alt: string;
  fit: string;
  className: string;
  /** The picture's own size: the browser keeps a box of that shape while it loads. */
  width?: number | undefined;
  height?: number | undefined;
  /** Load at once with high priority (a picture seen as the screen opens) rather than lazily. */
  eager?: boolean | undefined;
  onError?: () => void;
}

/** The <img> itself: lazily loaded unless eager, its box reserved when its size is known. */
function Picture({ src, alt, fit, className, width, height, eager = defaults.eager, onError }: PictureProps) {
  const size = width && height ? { width, height } : {};
  const priority = eager ? ({ fetchPriority: 'high' } as const) : {};
  return (
    <img
      src={src}
      alt={alt}
      {...size}
      {...priority}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${className} h-image--fit-${fit}`}
      onError={onError}
    />
  );
}

/** A neutral box standing in for a picture that is missing or failed to load. */
function Placeholder({ alt, className }: { alt: string; className: string }) {
  return alt ? (
    <span role="img" aria-label={alt} className={`${className} h-image--broken`} />
  ) : (
    <span aria-hidden="true" className={`${className} h-image--broken`} />
  );
}

/** A picture with a fallback box; when zoomable, tapping it opens a full-screen viewer. */
export function ImageView({
  id,
  src,
  alt,
  size = defaults.size,
  fit,
  rounded = defaults.rounded,
  zoomable = defaults.zoomable,
  width,
  height,
  eager,
  className = '',
}: ImageViewProps) {
  const w = useWords();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const fitted = fit ?? (size === 'full' ? 'contain' : 'cover');
  const pictureClass = `h-image h-image--${size}${rounded ? ' h-image--rounded' : ''} ${className}`.trim();
  const frameClass = `h-image-frame h-image-frame--${size}`;
  const broken = !src || failedSrc === src;
  const onError = () => setFailedSrc(src);
  if (broken || !zoomable) {
    return (
      <span id={id} className={frameClass}>
        {broken ? (
          <Placeholder alt={alt} className={pictureClass} />
        ) : (
          <Picture src={src} alt={alt} fit={fitted} className={pictureClass} width={width} height={height} eager={eager} onError={onError} />
        )}
      </span>
    );
  }
  const name = alt || w('Image');
  return (
    <>
      <button
        type="button"
        id={id}
        className={`${frameClass} h-image-zoom`}
        aria-label={fill(w('Enlarge: {0}'), name)}
        onClick={() => setZoomed(true)}
      >
        <Picture src={src} alt="" fit={fitted} className={pictureClass} width={width} height={height} eager={eager} onError={onError} />
      </button>
      {zoomed ? (
        <Suspense fallback={null}>
          <ImageViewer name={name} onClose={() => setZoomed(false)}>
            <Picture src={src} alt={alt} fit="contain" className="h-image-viewer__img" />
          </ImageViewer>
        </Suspense>
      ) : null}
    </>
  );
}

/** A picture from the server (logo, photo); see ImageView. */
export function ImageWidget(props: ImageProps) {
  return <ImageView {...props} />;
}

import { useState } from 'react';
import { Dialog } from 'radix-ui';
import type { ImageProps } from '../schemas/generated/types.ts';
import './image.css';

type ImageViewProps = ImageProps & { className?: string };

interface PictureProps {
  src: string;
  alt: string;
  fit: string;
  className: string;
  onError?: () => void;
}

/** The <img> itself, loaded lazily. */
function Picture({ src, alt, fit, className, onError }: PictureProps) {
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={`${className} h-image--fit-${fit}`} onError={onError} />;
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
export function ImageView({ id, src, alt, size = 'full', fit, rounded = false, zoomable = false, className = '' }: ImageViewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fitted = fit ?? (size === 'full' ? 'contain' : 'cover');
  const pictureClass = `h-image h-image--${size}${rounded ? ' h-image--rounded' : ''} ${className}`.trim();
  const frameClass = `h-image-frame h-image-frame--${size}`;
  const broken = !src || failedSrc === src;
  const onError = () => setFailedSrc(src);
  if (broken || !zoomable) {
    return (
      <span id={id} className={frameClass}>
        {broken ? <Placeholder alt={alt} className={pictureClass} /> : <Picture src={src} alt={alt} fit={fitted} className={pictureClass} onError={onError} />}
      </span>
    );
  }
  const name = alt || 'Image';
  return (
    <Dialog.Root>
      <Dialog.Trigger id={id} className={`${frameClass} h-image-zoom`} aria-label={`Enlarge: ${name}`}>
        <Picture src={src} alt="" fit={fitted} className={pictureClass} onError={onError} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="h-image-viewer__overlay" />
        <Dialog.Content className="h-image-viewer" aria-describedby={undefined}>
          <Dialog.Title className="h-visually-hidden">{name}</Dialog.Title>
          <Picture src={src} alt={alt} fit="contain" className="h-image-viewer__img" />
          <Dialog.Close className="h-image-viewer__close" aria-label="Close">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A picture from the server (logo, photo); see ImageView. */
export function ImageWidget(props: ImageProps) {
  return <ImageView {...props} />;
}

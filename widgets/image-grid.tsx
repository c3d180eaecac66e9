import type { ImageGridProps } from '../schemas/generated/widget-props.ts';
import { imageGridDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { ImageView } from './image.tsx';
import './image-grid.css';
import { fill } from '../renderer/core/i18n/app-words.ts';
import { useWords } from '../renderer/react/words-context.ts';

const isAddress = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** A grid of square pictures (complaint evidence, replies); draws nothing for an empty list. */
export function ImageGridWidget({ id, images, perRow = defaults.perRow, zoomable = defaults.zoomable, alt = defaults.alt }: ImageGridProps) {
  const w = useWords();
  const urls = images.filter(isAddress);
  if (urls.length === 0) return null;
  // A class, not a style attribute: a page the server drew may not carry one (the CSP's style-src-attr 'none').
  const cols = Math.min(6, Math.max(1, Math.floor(perRow)));
  return (
    <ul id={id} className={`h-image-grid h-image-grid--cols-${cols}`}>
      {urls.map((src, i) => (
        <li key={`${i}:${src}`} className="h-image-grid__cell">
          <ImageView
            src={src}
            alt={fill(w('{0} {1} of {2}'), w(alt), i + 1, urls.length)}
            fit="cover"
            zoomable={zoomable}
            className="h-image-grid__img"
          />
        </li>
      ))}
    </ul>
  );
}

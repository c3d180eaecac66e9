import { useId, useState, type ChangeEvent, type CSSProperties } from 'react';
import type { ImageUploaderProps } from '../schemas/generated/types.ts';
import './image-uploader.css';

type RejectReason = 'not-image' | 'too-many';

function isString(v: unknown): v is string {
  return typeof v === 'string';
}

/** Splits picked files into those to upload (images, up to `room`) and those refused, with the reason. */
function sortPicked(files: File[], room: number): { accepted: File[]; rejected: { file: File; reason: RejectReason }[] } {
  const accepted: File[] = [];
  const rejected: { file: File; reason: RejectReason }[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) rejected.push({ file, reason: 'not-image' });
    else if (accepted.length < room) accepted.push(file);
    else rejected.push({ file, reason: 'too-many' });
  }
  return { accepted, rejected };
}

/** A grid of uploaded image thumbnails (each removable) plus an add tile that hands each picked image to onPick in turn. */
export function ImageUploaderWidget({ id, bind, max = 9, perRow = 4, label = 'Add image', onPick, onReject }: ImageUploaderProps) {
  const inputId = useId();
  const [pending, setPending] = useState(0);
  const images = Array.isArray(bind.value) ? bind.value.filter(isString) : [];
  const busy = pending > 0;
  const canAdd = images.length + pending < max;

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const { accepted, rejected } = sortPicked(files, max - images.length);
    if (onReject) for (const r of rejected) await onReject(r);
    setPending(accepted.length);
    try {
      for (const file of accepted) {
        await onPick({ file });
        setPending((n) => Math.max(0, n - 1));
      }
    } finally {
      setPending(0);
    }
  };

  const remove = (index: number) => bind.set(images.filter((_, i) => i !== index));
  const style = { '--h-uploader-columns': String(Math.max(1, perRow)) } as CSSProperties;

  return (
    <div id={id} className="h-image-uploader" style={style} aria-busy={busy || undefined}>
      {images.map((src, i) => (
        <div key={`${i}-${src}`} className="h-image-uploader__tile">
          <img className="h-image-uploader__img" src={src} alt={`Image ${i + 1}`} loading="lazy" />
          <button type="button" className="h-image-uploader__remove" aria-label={`Remove image ${i + 1}`} onClick={() => remove(i)}>
            <span className="h-image-uploader__remove-dot" aria-hidden="true">
              <svg viewBox="0 0 12 12" width="10" height="10">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </span>
          </button>
        </div>
      ))}
      {Array.from({ length: pending }, (_, i) => (
        <div key={`pending-${i}`} className="h-image-uploader__tile h-image-uploader__tile--pending" role="status">
          <span className="h-spinner" aria-hidden="true" />
          <span className="h-visually-hidden">loading...</span>
        </div>
      ))}
      {canAdd ? (
        <label className={`h-image-uploader__tile h-image-uploader__add${busy ? ' h-image-uploader__add--busy' : ''}`} htmlFor={inputId}>
          <input
            id={inputId}
            className="h-visually-hidden"
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            aria-label={label}
            onChange={(e) => void onChange(e)}
          />
          <svg className="h-image-uploader__plus" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M12 4v16M4 12h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="h-image-uploader__count" aria-hidden="true">{`${images.length}/${max}`}</span>
        </label>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ImageUploaderProps } from '../schemas/generated/widget-props.ts';
import { imageUploaderDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { refusalText, sortPicked, type Refusal } from './image-file-check.ts';
import './image-uploader.css';
import { fill } from '../renderer/core/i18n/app-words.ts';
import { useWords } from '../renderer/react/words-context.ts';

/**
 * A grid of uploaded image thumbnails (each removable) plus an add tile that hands each picked image to onPick in turn.
 * Refused files (not an image by content, empty, over maxBytes, beyond max) are listed under the grid; an upload that
 * added no image stays as a "Not uploaded" tile with Retry, so nothing the borrower picked is lost.
 */
export function ImageUploaderWidget({
  id,
  bind,
  max = defaults.max,
  perRow = defaults.perRow,
  label = defaults.label,
  maxBytes = defaults.maxBytes,
  onPick,
  onReject,
}: ImageUploaderProps) {
  const w = useWords();
  const inputId = useId();
  const [pending, setPending] = useState(0);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<File[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const images = Array.isArray(bind.value) ? bind.value.filter((v): v is string => typeof v === 'string') : [];
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = pending > 0 || checking;
  const canAdd = images.length + failed.length + pending < max;

  /** Uploads files one after the other; those whose onPick did not end `done` come back (to retry). */
  const upload = async (files: File[]): Promise<File[]> => {
    const notAdded: File[] = [];
    setPending(files.length);
    try {
      for (const file of files) {
        const outcome = await onPick({ file }).catch(() => 'failed' as const);
        if (outcome !== 'done') notAdded.push(file);
        if (mounted.current) setPending((n) => Math.max(0, n - 1));
      }
    } finally {
      if (mounted.current) setPending(0);
    }
    return notAdded;
  };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    setChecking(true);
    const { accepted, rejected } = await sortPicked(files, max - images.length - failed.length, maxBytes).finally(() => {
      if (mounted.current) setChecking(false);
    });
    setRefused(rejected);
    if (onReject) for (const r of rejected) await onReject(r);
    const notAdded = await upload(accepted);
    if (mounted.current && notAdded.length) setFailed((f) => [...f, ...notAdded]);
  };

  const retry = async (file: File) => {
    setFailed((f) => f.filter((x) => x !== file));
    const notAdded = await upload([file]);
    if (mounted.current && notAdded.length) setFailed((f) => [...f, ...notAdded]);
  };

  const remove = (index: number) => bind.set(images.filter((_, i) => i !== index));
  // A class, not a style attribute: a page the server drew may not carry one (the CSP's style-src-attr 'none').
  const columns = Math.min(6, Math.max(1, Math.floor(perRow)));

  return (
    <div id={id} className={`h-image-uploader h-image-uploader--cols-${columns}`} aria-busy={busy || undefined}>
      {images.map((src, i) => (
        <div key={`${i}-${src}`} className="h-image-uploader__tile">
          {src ? (
            <img className="h-image-uploader__img" src={src} alt={fill(w('Image {0}'), i + 1)} loading="lazy" />
          ) : (
            // A picture the URL policy refused: a blank tile (it can still be removed), never a broken-image icon.
            <span className="h-image-uploader__img h-image-uploader__img--empty" role="img" aria-label={fill(w('Image {0}'), i + 1)} />
          )}
          <RemoveButton label={fill(w('Remove image {0}'), i + 1)} onClick={() => remove(i)} />
        </div>
      ))}
      {failed.map((file, i) => (
        <div key={`failed-${i}-${file.name}`} className="h-image-uploader__tile h-image-uploader__tile--failed">
          <span className="h-image-uploader__failed-text">{w('Not uploaded')}</span>
          <button
            type="button"
            className="h-image-uploader__retry"
            aria-label={fill(w('Retry {0}'), file.name)}
            disabled={busy}
            onClick={() => void retry(file)}
          >
            {w('Retry')}
          </button>
          <RemoveButton label={fill(w('Remove {0}'), file.name)} onClick={() => setFailed((f) => f.filter((x) => x !== file))} />
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
            aria-label={w(label)}
            onChange={(e) => void onChange(e)}
          />
          <svg className="h-image-uploader__plus" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M12 4v16M4 12h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="h-image-uploader__count" aria-hidden="true">{`${images.length}/${max}`}</span>
        </label>
      ) : null}
      <div className="h-image-uploader__notes" role="alert">
        {refused.length ? (
          <ul className="h-image-uploader__note-list">
            {refused.map((r, i) => (
              <li key={`${i}-${r.file.name}`}>{refusalText(r, max, maxBytes, w)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The small round × in a tile's corner. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="h-image-uploader__remove" aria-label={label} onClick={onClick}>
      <span className="h-image-uploader__remove-dot" aria-hidden="true">
        <svg viewBox="0 0 12 12" width="10" height="10">
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
    </button>
  );
}

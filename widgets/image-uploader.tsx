import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import type { ImageUploaderProps } from '../schemas/generated/types.ts';
import './image-uploader.css';

/** Why a picked file is not taken. */
type RejectReason = 'not-image' | 'empty' | 'too-large' | 'too-many';

interface Refusal {
  file: File;
  reason: RejectReason;
}

/** The default size cap: 10 MB. */
const defaultMaxBytes = 10 * 1024 * 1024;

function isString(v: unknown): v is string {
  return typeof v === 'string';
}

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((b, i) => head[at + i] === b);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** ISO media brands of HEIC/HEIF/AVIF photos (what phone cameras write besides JPEG). */
const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'];

/** Whether the first bytes of a file are those of a JPEG, PNG, GIF, WebP, BMP or HEIC/HEIF/AVIF image. */
function looksLikeImage(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return true;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return true;
  if (startsWith(head, ascii('BM')) && head.length >= 14) return true;
  return startsWith(head, ascii('ftyp'), 4) && heifBrands.some((brand) => startsWith(head, ascii(brand), 8));
}

/** The first bytes of a file (empty when it cannot be read). */
async function readHead(file: File): Promise<Uint8Array> {
  const part = file.slice(0, 16);
  try {
    if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
    return await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
      reader.onerror = () => resolve(new Uint8Array());
      reader.readAsArrayBuffer(part);
    });
  } catch {
    return new Uint8Array();
  }
}

/** Why a file cannot be sent, judged by its size and its content (not its name or declared type alone); undefined when it can. */
async function refusalOf(file: File, maxBytes: number): Promise<RejectReason | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'not-image';
  return looksLikeImage(await readHead(file)) ? undefined : 'not-image';
}

/** Splits picked files into those to upload (images, up to `room`) and those refused, with the reason. */
async function sortPicked(files: File[], room: number, maxBytes: number): Promise<{ accepted: File[]; rejected: Refusal[] }> {
  const accepted: File[] = [];
  const rejected: Refusal[] = [];
  for (const file of files) {
    const reason = await refusalOf(file, maxBytes);
    if (reason) rejected.push({ file, reason });
    else if (accepted.length < room) accepted.push(file);
    else rejected.push({ file, reason: 'too-many' });
  }
  return { accepted, rejected };
}

/** What the borrower reads about a refused file. */
function refusalText({ file, reason }: Refusal, max: number, maxBytes: number): string {
  const name = file.name || 'This file';
  if (reason === 'empty') return `${name} was not added: the file is empty.`;
  if (reason === 'too-large') return `${name} was not added: it is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`;
  if (reason === 'too-many') return `${name} was not added: you can add at most ${max} images.`;
  return `${name} was not added: it is not an image file.`;
}

/**
 * A grid of uploaded image thumbnails (each removable) plus an add tile that hands each picked image to onPick in turn.
 * Refused files (not an image by content, empty, over maxBytes, beyond max) are listed under the grid; an upload that
 * added no image stays as a "Not uploaded" tile with Retry, so nothing the borrower picked is lost.
 */
export function ImageUploaderWidget({ id, bind, max = 9, perRow = 4, label = 'Add image', maxBytes = defaultMaxBytes, onPick, onReject }: ImageUploaderProps) {
  const inputId = useId();
  const [pending, setPending] = useState(0);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<File[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [renders, setRenders] = useState(0);
  const images = Array.isArray(bind.value) ? bind.value.filter(isString) : [];
  const latest = useRef(images);
  const rendered = useRef<(() => void)[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = images;
  });
  useEffect(() => {
    for (const done of rendered.current.splice(0)) done();
  }, [renders]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const done of rendered.current.splice(0)) done();
    };
  }, []);
  const busy = pending > 0 || checking;
  const canAdd = images.length + failed.length + pending < max;

  /** Resolves once the widget has drawn the screen state as it is now (the list an upload may have grown). */
  const afterRender = () =>
    new Promise<void>((resolve) => {
      if (!mounted.current) return resolve();
      rendered.current.push(resolve);
      setRenders((n) => n + 1);
    });

  /** Uploads files one after the other; those that added no image come back. */
  const upload = async (files: File[]): Promise<File[]> => {
    const notAdded: File[] = [];
    setPending(files.length);
    try {
      for (const file of files) {
        const before = latest.current;
        try {
          await onPick({ file });
        } catch {
          // The renderer's action lists never throw; a broken handler just counts as a failed upload.
        }
        await afterRender();
        const now = latest.current;
        if (now.length <= before.length && now.every((src) => before.includes(src))) notAdded.push(file);
        setPending((n) => Math.max(0, n - 1));
      }
    } finally {
      setPending(0);
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
  const style = { '--h-uploader-columns': String(Math.max(1, perRow)) } as CSSProperties;

  return (
    <div id={id} className="h-image-uploader" style={style} aria-busy={busy || undefined}>
      {images.map((src, i) => (
        <div key={`${i}-${src}`} className="h-image-uploader__tile">
          {src ? (
            <img className="h-image-uploader__img" src={src} alt={`Image ${i + 1}`} loading="lazy" />
          ) : (
            // A picture the URL policy refused: a blank tile (it can still be removed), never a broken-image icon.
            <span className="h-image-uploader__img h-image-uploader__img--empty" role="img" aria-label={`Image ${i + 1}`} />
          )}
          <RemoveButton label={`Remove image ${i + 1}`} onClick={() => remove(i)} />
        </div>
      ))}
      {failed.map((file, i) => (
        <div key={`failed-${i}-${file.name}`} className="h-image-uploader__tile h-image-uploader__tile--failed">
          <span className="h-image-uploader__failed-text">Not uploaded</span>
          <button type="button" className="h-image-uploader__retry" aria-label={`Retry ${file.name}`} disabled={busy} onClick={() => void retry(file)}>
            Retry
          </button>
          <RemoveButton label={`Remove ${file.name}`} onClick={() => setFailed((f) => f.filter((x) => x !== file))} />
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
      <div className="h-image-uploader__notes" role="alert">
        {refused.length ? (
          <ul className="h-image-uploader__note-list">
            {refused.map((r, i) => (
              <li key={`${i}-${r.file.name}`}>{refusalText(r, max, maxBytes)}</li>
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

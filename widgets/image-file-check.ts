/**
 * Judging the files a borrower picks for upload, before anything is sent: by size and by content (the first bytes of a
 * JPEG, PNG, GIF, WebP, BMP or HEIC/HEIF/AVIF photo), not by name or declared type alone. Pure: no React, no network.
 */
import { fill } from '../renderer/core/i18n/app-words.ts';

/** Why a picked file is not taken. */
export type RejectReason = 'not-image' | 'empty' | 'too-large' | 'too-many';

/** A refused file and why. */
export interface Refusal {
  file: File;
  reason: RejectReason;
}

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((b, i) => head[at + i] === b);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** ISO media brands of HEIC/HEIF/AVIF photos (what phone cameras write besides JPEG). */
const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'];

/** Whether the first bytes of a file are those of a JPEG, PNG, GIF, WebP, BMP or HEIC/HEIF/AVIF image. */
export function looksLikeImage(head: Uint8Array): boolean {
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
export async function refusalOf(file: File, maxBytes: number): Promise<RejectReason | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'not-image';
  return looksLikeImage(await readHead(file)) ? undefined : 'not-image';
}

/** Splits picked files into those to upload (images, up to `room`) and those refused, with the reason. */
export async function sortPicked(files: File[], room: number, maxBytes: number): Promise<{ accepted: File[]; rejected: Refusal[] }> {
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

/** What the borrower reads about a refused file, in the page's language (`w`: the app's words, words-context.ts). */
export function refusalText({ file, reason }: Refusal, max: number, maxBytes: number, w: (en: string) => string = (en) => en): string {
  const name = file.name || w('This file');
  if (reason === 'empty') return fill(w('{0} was not added: the file is empty.'), name);
  if (reason === 'too-large') return fill(w('{0} was not added: it is larger than {1} MB.'), name, Math.round((maxBytes / 1024 / 1024) * 10) / 10);
  if (reason === 'too-many') return fill(w('{0} was not added: you can add at most {1} images.'), name, max);
  return fill(w('{0} was not added: it is not an image file.'), name);
}

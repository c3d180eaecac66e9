/**
 * gzip of a text whose beginning is the same for many texts (a server-drawn page: its head, with the document and the
 * styles, is the same for every query of a screen version), compressed once: the fixed part as raw deflate ending on a
 * byte boundary without closing the stream (a sync flush), then per text only the rest, as a second run of deflate
 * blocks, with the gzip header and a trailer over the whole (CRC-32 carried on from the fixed part's). A valid gzip
 * member: deflate blocks may follow one another, the rest's simply refer back to nothing before it.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The fixed beginning, compressed. */
export interface GzipHead {
  length: number;
  deflated: Buffer;
  crc: number;
}

/** gzip's member header: deflate, no name or time, unknown OS. */
const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** Compresses the fixed beginning once. */
export function gzipHead(head: Buffer, level = 6): GzipHead {
  return { length: head.length, deflated: deflateRawSync(head, { level, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(head) };
}

/** The gzip of `head` (compressed by gzipHead) followed by `rest`. */
export function gzipWithHead(head: GzipHead, rest: Buffer, level = 6): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, head.crc) >>> 0, 0);
  trailer.writeUInt32LE((head.length + rest.length) % 2 ** 32, 4);
  return Buffer.concat([header, head.deflated, deflateRawSync(rest, { level }), trailer]);
}

/** A fixed piece of a text, compressed once to go between others: raw deflate ending on a byte boundary (a sync flush). */
export interface DeflatedPiece {
  bytes: Buffer;
  deflated: Buffer;
  /** Its CRC-32 after any CRC (crcAcross), worked out once, instead of reading its bytes again for each text. */
  crc?: FixedCrc;
}

/**
 * The CRC-32 of fixed bytes after whatever came before them. CRC-32 is linear over GF(2) in the CRC it starts from:
 * crc32(bytes, start) = crc32(bytes, 0) XOR M(start), M linear, so M is known from its value at each of the 32 bits.
 */
export interface FixedCrc {
  fromZero: number;
  /** M(1 << bit) for each bit. */
  bits: Uint32Array;
}

/** Works out a fixed text's CRC across any start (33 CRCs of it, once). */
export function fixedCrc(bytes: Buffer): FixedCrc {
  const fromZero = crc32(bytes, 0);
  const bits = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) bits[bit] = (crc32(bytes, (1 << bit) >>> 0) ^ fromZero) >>> 0;
  return { fromZero, bits };
}

/** crc32(bytes, start) of the bytes fixedCrc was given, without reading them. */
export function crcAcross(fixed: FixedCrc, start: number): number {
  let crc = fixed.fromZero;
  for (let bit = 0, rest = start >>> 0; rest !== 0; bit++, rest >>>= 1) if (rest & 1) crc ^= fixed.bits[bit] ?? 0;
  return crc >>> 0;
}

/** Compresses a fixed piece once (on its own: it refers back to nothing before it), with its CRC across any start. */
export function deflatePiece(bytes: Buffer, level = 6): DeflatedPiece {
  return { bytes, deflated: deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }), crc: fixedCrc(bytes) };
}

/** A short text of one request as deflate stored blocks (not compressed, byte-aligned): nothing for zlib to start. */
export function storedPiece(bytes: Buffer): DeflatedPiece {
  if (bytes.length <= 0xffff) {
    // One block (a request's code or amount): its header and the bytes in one buffer, no list to join.
    const deflated = Buffer.allocUnsafe(5 + bytes.length);
    deflated[0] = 0x00;
    deflated.writeUInt16LE(bytes.length, 1);
    deflated.writeUInt16LE(~bytes.length & 0xffff, 3);
    bytes.copy(deflated, 5);
    return { bytes, deflated };
  }
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const part = bytes.subarray(at, at + 0xffff);
    const header = Buffer.from([0x00, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]);
    blocks.push(header, part);
  }
  return { bytes, deflated: Buffer.concat(blocks) };
}

/** An empty final stored block: ends a deflate stream made of byte-aligned pieces. */
const lastBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A piece of a gzip made of pieces: compressed once (deflatePiece, storedPiece), or a request's text, stored as it is. */
export type GzipPiece = DeflatedPiece | string;

/** The stored blocks' headers a text of `bytes` bytes needs (at least one, for an empty text too). */
const storedHeaders = (bytes: number) => 5 * Math.max(1, Math.ceil(bytes / 0xffff));

/**
 * The gzip of `head` (compressed by gzipHead) followed by the pieces, none compressed again. A text is written straight
 * into the gzip as stored blocks: no buffer of its own (made per request, each such buffer cost the scavenger).
 */
export function gzipOfPieces(head: GzipHead, pieces: readonly GzipPiece[]): Buffer {
  let crc = head.crc;
  let length = head.length;
  let size = header.length + head.deflated.length + lastBlock.length + 8;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      const bytes = Buffer.byteLength(piece);
      crc = crc32(piece, crc);
      length += bytes;
      size += bytes + storedHeaders(bytes);
      continue;
    }
    crc = piece.crc ? crcAcross(piece.crc, crc) : crc32(piece.bytes, crc);
    length += piece.bytes.length;
    size += piece.deflated.length;
  }
  // Written into one buffer as it is sized (Buffer.concat of a list made for it, the trailer a buffer of its own: more garbage).
  const gz = Buffer.allocUnsafe(size);
  let at = header.copy(gz, 0);
  at += head.deflated.copy(gz, at);
  for (const piece of pieces) {
    if (typeof piece !== 'string') at += piece.deflated.copy(gz, at);
    else if (piece.length > 0xffff / 3) at += storedPiece(Buffer.from(piece)).deflated.copy(gz, at);
    else {
      // At most 0xffff bytes (3 a UTF-16 unit at most): one block, its length known once the text is written.
      const bytes = gz.write(piece, at + 5, 'utf8');
      gz[at] = 0x00;
      gz.writeUInt16LE(bytes, at + 1);
      gz.writeUInt16LE(~bytes & 0xffff, at + 3);
      at += 5 + bytes;
    }
  }
  at += lastBlock.copy(gz, at);
  gz.writeUInt32LE(crc >>> 0, at);
  gz.writeUInt32LE(length % 2 ** 32, at + 4);
  return gz;
}

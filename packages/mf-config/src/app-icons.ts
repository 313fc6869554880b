import { crc32, deflateSync } from 'node:zlib';
import { APP_THEME_COLOR } from '@lezioni/contracts/values';

/**
 * The installed app's icons (issue 46), drawn here so the build needs no image file nor tool: a
 * white speech bubble (the lessons are conversations) on the theme's green. The maskable icon is
 * the same picture: its bubble stays inside the middle 80% that every mask keeps.
 */
export function appIconPng(size: number): Buffer {
  const green = [1, 3, 5].map((at) => Number.parseInt(APP_THEME_COLOR.slice(at, at + 2), 16));
  const centre = size / 2;
  const radius = size * 0.27;
  /** Whether the point (x, y) is on the bubble: a disc and its tail, down and to the left. */
  const isOnBubble = (x: number, y: number) => {
    const dx = x - centre;
    const dy = y - centre;
    if (dx * dx + dy * dy <= radius * radius) return true;
    // The tail: a triangle from under the disc's lower left to a point further out.
    const u = (x - (centre - radius * 0.75)) / (radius * 0.75);
    const v = (y - centre) / (radius * 1.3);
    return u >= 0 && v >= 0 && v <= 1 && u <= 1 - v;
  };
  // 4×4 samples per pixel, so the edges are smooth.
  const SAMPLES = 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          if (isOnBubble(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) covered += 1;
        }
      }
      const white = covered / (SAMPLES * SAMPLES);
      for (let channel = 0; channel < 3; channel += 1) {
        row[1 + x * 3 + channel] = Math.round(green[channel]! * (1 - white) + 255 * white);
      }
    }
    rows.push(row); // each row starts with filter type 0 (none)
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

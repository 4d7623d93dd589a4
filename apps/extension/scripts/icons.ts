import { deflateSync } from 'node:zlib';

/**
 * The product mark (LogoMark in packages/ui: a white sprout in a rounded blue square, drawn on a
 * 32-unit grid) rasterised to PNG without any image library: Chrome does not take SVG icons.
 */

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

const GRID = 32;
const CORNER_RADIUS = 8;
const BACKGROUND: Rgb = [0x3e, 0xa6, 0xff];
const FOREGROUND: Rgb = [0xff, 0xff, 0xff];
const STEM = { from: [16, 16] as Point, to: [16, 25] as Point, halfWidth: 1.2 };
const SAMPLES_PER_AXIS = 4;

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 24): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    points.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return points;
}

/** `M16 16c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5z` */
const RIGHT_LEAF = shape([
  [16, 16],
  ...cubic([16, 16], [16, 12], [18.8, 9.5], [23, 9.5]),
  ...cubic([23, 9.5], [23, 13.5], [20.2, 16], [16, 16]),
]);
/** `M16 18.5c0-3.2-2.3-5.2-5.8-5.2 0 3.2 2.3 5.2 5.8 5.2z` */
const LEFT_LEAF = shape([
  [16, 18.5],
  ...cubic([16, 18.5], [16, 15.3], [13.7, 13.3], [10.2, 13.3]),
  ...cubic([10.2, 13.3], [10.2, 16.5], [12.5, 18.5], [16, 18.5]),
]);

interface Shape {
  points: readonly Point[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

function shape(points: Point[]): Shape {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    points,
    box: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
  };
}

function insideShape([x, y]: Point, { points: polygon, box }: Shape): boolean {
  if (x < box.minX || x > box.maxX || y < box.minY || y > box.maxY) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare([x, y]: Point): boolean {
  if (x < 0 || y < 0 || x > GRID || y > GRID) return false;
  const cx = Math.min(Math.max(x, CORNER_RADIUS), GRID - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), GRID - CORNER_RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER_RADIUS ** 2;
}

function onStem([x, y]: Point): boolean {
  const [x1, y1] = STEM.from;
  const [x2, y2] = STEM.to;
  const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
  const t = Math.min(1, Math.max(0, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length2));
  return (x - (x1 + t * (x2 - x1))) ** 2 + (y - (y1 + t * (y2 - y1))) ** 2 <= STEM.halfWidth ** 2;
}

/** RGBA pixels of the mark at `size` x `size`, antialiased by supersampling. */
export function drawLogoMark(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scale = GRID / size;
  const total = SAMPLES_PER_AXIS * SAMPLES_PER_AXIS;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let foreground = 0;
      for (let sy = 0; sy < SAMPLES_PER_AXIS; sy += 1) {
        for (let sx = 0; sx < SAMPLES_PER_AXIS; sx += 1) {
          const point: Point = [
            (px + (sx + 0.5) / SAMPLES_PER_AXIS) * scale,
            (py + (sy + 0.5) / SAMPLES_PER_AXIS) * scale,
          ];
          if (!insideRoundedSquare(point)) continue;
          if (onStem(point) || insideShape(point, RIGHT_LEAF) || insideShape(point, LEFT_LEAF)) foreground += 1;
          else background += 1;
        }
      }
      const covered = background + foreground;
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round(
          (background * BACKGROUND[channel]! + foreground * FOREGROUND[channel]!) / covered,
        );
      }
      pixels[offset + 3] = Math.round((covered / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A truecolour-with-alpha PNG (8 bits per channel, no filtering). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function logoMarkPng(size: number): Buffer {
  return encodePng(size, size, drawLogoMark(size));
}

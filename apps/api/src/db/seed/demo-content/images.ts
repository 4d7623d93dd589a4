import { generatePosts, type ThumbnailMotif, type ThumbnailSpec } from './posts';
import { at, hashString, mulberry32, pick, randInt, type Rng } from './random';
import { SOURCE_DEFS, sourceIconKey, type SourceDef } from './sources';
import { TAG_GROUP_DEFS, tagIconKey, type TagDef, type TagGroupDef } from './tag-groups';

/**
 * Deterministic SVG artwork for the demo content: 1000x500 thumbnails and 64x64 icons. Only
 * latin text is drawn, so no Korean font is needed inside the SVG.
 */

export interface DemoImage {
  contentType: string;
  body: string;
}

const SVG_CONTENT_TYPE = 'image/svg+xml';
const FONT = "Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const KEY_PATTERN = /^demo\/(?:thumbnails|sources|tags)\/[a-z0-9][a-z0-9-]{0,63}\.svg$/;

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#6366f1', '#8b5cf6'],
  ['#0ea5e9', '#6366f1'],
  ['#10b981', '#0ea5e9'],
  ['#f97316', '#ec4899'],
  ['#f43f5e', '#f59e0b'],
  ['#14b8a6', '#3b82f6'],
  ['#8b5cf6', '#ec4899'],
  ['#0f172a', '#334155'],
  ['#1e3a8a', '#0ea5e9'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#2563eb'],
  ['#be123c', '#7c3aed'],
];

const ACCENTS: readonly string[] = ['#fde68a', '#a7f3d0', '#bfdbfe', '#fbcfe8', '#ddd6fe', '#fecaca'];

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Round to at most one decimal so the markup stays small. */
function r1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function gradient(id: string, [from, to]: readonly [string, string], rng?: Rng): string {
  const diagonal = rng === undefined || rng() < 0.6;
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

// Motifs draw inside the right-hand area x 540..940, y 80..410.
const MOTIFS: Readonly<Record<ThumbnailMotif, (rng: Rng, accent: string) => string>> = {
  code(rng, accent) {
    let out =
      '<rect x="540" y="96" width="400" height="290" rx="20" fill="#0b1020" fill-opacity=".55"/>' +
      '<circle cx="572" cy="126" r="7" fill="#ff5f57"/><circle cx="596" cy="126" r="7" fill="#febc2e"/>' +
      '<circle cx="620" cy="126" r="7" fill="#28c840"/>';
    let indent = 0;
    for (let line = 0; line < 7; line++) {
      indent = Math.max(0, Math.min(3, indent + randInt(rng, -1, 1)));
      const x = 572 + indent * 28;
      const width = randInt(rng, 70, 300 - indent * 28);
      const color = rng() < 0.35 ? accent : '#ffffff';
      out += `<rect x="${x}" y="${160 + line * 30}" width="${width}" height="12" rx="6" fill="${color}" fill-opacity="${r1(0.55 + rng() * 0.35)}"/>`;
    }
    return out;
  },
  grid(rng, accent) {
    let out = '';
    const hot = randInt(rng, 0, 11);
    for (let i = 0; i < 12; i++) {
      const x = 560 + (i % 4) * 96;
      const y = 110 + Math.floor(i / 4) * 96;
      out +=
        i === hot
          ? `<rect x="${x}" y="${y}" width="76" height="76" rx="18" fill="${accent}"/>`
          : `<rect x="${x}" y="${y}" width="76" height="76" rx="18" fill="#fff" fill-opacity="${r1(0.1 + rng() * 0.35)}"/>`;
    }
    return out;
  },
  bubbles(rng, accent) {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const r = randInt(rng, 28, 100);
      const cx = randInt(rng, 560 + r, 930 - r);
      const cy = randInt(rng, 90 + r, 400 - r);
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${r1(0.1 + rng() * 0.25)}"/>`;
    }
    out += `<circle cx="${randInt(rng, 640, 860)}" cy="${randInt(rng, 170, 320)}" r="56" fill="none" stroke="${accent}" stroke-width="10"/>`;
    return out;
  },
  steps(rng, accent) {
    let out = '';
    const count = 5;
    for (let i = 0; i < count; i++) {
      const height = 60 + i * 58;
      out += `<rect x="${560 + i * 74}" y="${400 - height}" width="66" height="${height}" rx="10" fill="#fff" fill-opacity="${r1(0.18 + i * 0.12)}"/>`;
    }
    const flagX = 560 + (count - 1) * 74 + 33;
    const top = 400 - (60 + (count - 1) * 58);
    out += `<path d="M${flagX} ${top - 8}V${top - 90}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
    out += `<path d="M${flagX} ${top - 90}l52 18-52 18z" fill="${accent}"/>`;
    out += `<circle cx="${randInt(rng, 600, 700)}" cy="${randInt(rng, 110, 160)}" r="26" fill="${accent}" fill-opacity=".8"/>`;
    return out;
  },
  cards(rng, accent) {
    let out = '';
    for (let i = 0; i < 3; i++) {
      const x = 580 + i * 40;
      const y = 110 + i * 40;
      const last = i === 2;
      out += `<rect x="${x}" y="${y}" width="300" height="200" rx="22" fill="#fff" fill-opacity="${last ? '.92' : r1(0.2 + i * 0.15)}"/>`;
      if (last) {
        out += `<rect x="${x + 28}" y="${y + 28}" width="64" height="64" rx="16" fill="${accent}"/>`;
        for (let line = 0; line < 3; line++) {
          const w = randInt(rng, 110, 230);
          out += `<rect x="${x + 28}" y="${y + 116 + line * 24}" width="${w}" height="12" rx="6" fill="#334155" fill-opacity="${r1(0.25 + line * 0.1)}"/>`;
        }
      }
    }
    return out;
  },
  chart(rng, accent) {
    let out = '<path d="M548 402H940" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>';
    const points: string[] = [];
    let height = randInt(rng, 50, 110);
    for (let i = 0; i < 7; i++) {
      height = Math.max(40, Math.min(290, height + randInt(rng, -40, 70)));
      const x = 566 + i * 54;
      out += `<rect x="${x}" y="${390 - height}" width="36" height="${height}" rx="8" fill="#fff" fill-opacity="${r1(0.25 + rng() * 0.45)}"/>`;
      points.push(`${x + 18},${390 - height - 24}`);
    }
    out += `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    return out;
  },
  network(rng, accent) {
    const nodes: Array<readonly [number, number]> = [];
    for (let i = 0; i < 7; i++) nodes.push([randInt(rng, 580, 910), randInt(rng, 110, 380)]);
    let edges = '';
    for (let i = 1; i < nodes.length; i++) {
      const [x1, y1] = at(nodes, i);
      const [x2, y2] = at(nodes, randInt(rng, 0, i - 1));
      edges += `M${x1} ${y1}L${x2} ${y2}`;
    }
    let out = `<path d="${edges}" stroke="#fff" stroke-opacity=".55" stroke-width="4"/>`;
    nodes.forEach(([x, y], i) => {
      out +=
        i === 0
          ? `<circle cx="${x}" cy="${y}" r="26" fill="${accent}"/>`
          : `<circle cx="${x}" cy="${y}" r="${randInt(rng, 10, 20)}" fill="#fff" fill-opacity="${r1(0.6 + rng() * 0.35)}"/>`;
    });
    return out;
  },
  news(rng, accent) {
    let out =
      '<rect x="560" y="90" width="370" height="300" rx="20" fill="#fff" fill-opacity=".92"/>' +
      '<rect x="590" y="118" width="230" height="22" rx="6" fill="#0f172a" fill-opacity=".85"/>' +
      `<rect x="590" y="160" width="140" height="110" rx="12" fill="${accent}"/>`;
    for (let line = 0; line < 4; line++) {
      out += `<rect x="750" y="${164 + line * 28}" width="${randInt(rng, 100, 150)}" height="10" rx="5" fill="#334155" fill-opacity=".35"/>`;
    }
    for (let line = 0; line < 3; line++) {
      out += `<rect x="590" y="${296 + line * 26}" width="${randInt(rng, 200, 310)}" height="10" rx="5" fill="#334155" fill-opacity=".3"/>`;
    }
    return out;
  },
};

function thumbnailSvg(spec: ThumbnailSpec, key: string): string {
  const rng = mulberry32(spec.seed);
  const id = `g${hashString(key).toString(36)}`;
  const palette = pick(rng, PALETTES);
  const accent = pick(rng, ACCENTS);
  const label = spec.label.slice(0, 18);
  const labelSize = Math.min(64, Math.floor(440 / (label.length * 0.68)));
  const pillWidth = 40 + spec.category.length * 14;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500" viewBox="0 0 1000 500">' +
    `<defs>${gradient(id, palette, rng)}</defs>` +
    `<rect width="1000" height="500" fill="url(#${id})"/>` +
    `<circle cx="${randInt(rng, 820, 1000)}" cy="${randInt(rng, -40, 60)}" r="${randInt(rng, 160, 240)}" fill="#fff" fill-opacity=".08"/>` +
    `<circle cx="${randInt(rng, 0, 160)}" cy="${randInt(rng, 440, 540)}" r="${randInt(rng, 90, 150)}" fill="#000" fill-opacity=".07"/>` +
    MOTIFS[spec.motif](rng, accent) +
    `<rect x="64" y="64" width="${pillWidth}" height="44" rx="22" fill="#fff" fill-opacity=".2"/>` +
    `<text x="${64 + pillWidth / 2}" y="93" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="2" fill="#fff">${esc(spec.category)}</text>` +
    `<text x="64" y="404" font-family="${FONT}" font-size="${labelSize}" font-weight="800" fill="#fff">${esc(label)}</text>` +
    `<rect x="64" y="430" width="72" height="8" rx="4" fill="${accent}"/>` +
    '</svg>'
  );
}

function glyphSize(glyph: string): number {
  return glyph.length <= 1 ? 32 : glyph.length === 2 ? 26 : glyph.length === 3 ? 20 : 16;
}

function iconText(glyph: string, color: string): string {
  return `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${glyphSize(glyph)}" font-weight="800" fill="${color}">${esc(glyph)}</text>`;
}

function sourceIconSvg(source: SourceDef, key: string): string {
  const id = `g${hashString(key).toString(36)}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<defs>${gradient(id, source.colors)}</defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#${id})"/>` +
    '<circle cx="54" cy="10" r="20" fill="#fff" fill-opacity=".14"/>' +
    iconText(source.glyph, '#ffffff') +
    '</svg>'
  );
}

function tagIconSvg(tag: TagDef, group: TagGroupDef): string {
  const [background, foreground] = group.colors;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect x="1" y="1" width="62" height="62" rx="14" fill="${background}" stroke="${foreground}" stroke-opacity=".25" stroke-width="2"/>` +
    `<rect x="10" y="50" width="44" height="4" rx="2" fill="${foreground}" fill-opacity=".35"/>` +
    iconText(tag.glyph, foreground) +
    '</svg>'
  );
}

let renderers: Map<string, () => string> | null = null;
const rendered = new Map<string, string>();

/** key → renderer for every image key the demo content references (built once, lazily). */
function getRenderers(): Map<string, () => string> {
  if (renderers) return renderers;
  const map = new Map<string, () => string>();
  for (const source of SOURCE_DEFS) {
    const key = sourceIconKey(source.slug);
    map.set(key, () => sourceIconSvg(source, key));
  }
  for (const group of TAG_GROUP_DEFS) {
    for (const tag of group.tags) {
      if (tag.icon !== false) map.set(tagIconKey(tag.slug), () => tagIconSvg(tag, group));
    }
  }
  for (const [key, spec] of generatePosts().thumbnails) {
    map.set(key, () => thumbnailSvg(spec, key));
  }
  renderers = map;
  return map;
}

/** SVG for any image key used by the demo content; null for anything else. */
export function renderDemoImage(key: string): DemoImage | null {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return null;
  let body = rendered.get(key);
  if (body === undefined) {
    const render = getRenderers().get(key);
    if (render === undefined) return null;
    body = render();
    rendered.set(key, body);
  }
  return { contentType: SVG_CONTENT_TYPE, body };
}

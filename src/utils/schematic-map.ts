/**
 * A schematic region map made at runtime from the API's school points (queryMapLibraryBookData: x east,
 * y south, 0..1, no real geography) — no shipped GeoJSON, no 审图号 question, and a real backend's points
 * work the same way as the demo's.
 *
 * 1. Points are clamped to 0..1 and scaled to MAP_UNITS (x right, y down: screen order, so the chart's
 *    `geo` takes them with an identity projection).
 * 2. The outline is the convex hull of a disc (a 16-gon of radius `margin`) around every school: it holds
 *    every school with room to spare (also one on the edge of 0..1: the outline may reach past it), and a lone
 *    school or a row of schools still gets an area.
 * 3. Every school's Voronoi cell (d3-delaunay) is clipped to that outline (both convex: Sutherland–Hodgman).
 * 4. A region (district) is the union of its schools' cells: directed edges that also appear reversed (shared
 *    with a cell of the same region) cancel, the rest chain into rings; rings turning the other way are holes.
 *    A region whose schools are not contiguous becomes several polygons: every region is a MultiPolygon.
 *
 * Deterministic: sites are sorted first, coordinates are rounded to 1/100 unit and intersections are computed
 * from canonically ordered endpoints, so the same points give the same bytes in any input order.
 * Pure: no DOM, no ECharts (registration is chart.tsx's registerChartMap).
 */
import { Delaunay } from 'd3-delaunay';

export const MAP_UNITS = 1000;

/** One school: where it is (0..1) and the region (district) it belongs to. */
export interface MapSite {
  id: number;
  x: number;
  y: number;
  region: string;
}

export type Point = [number, number];
type Ring = Point[];

interface RegionFeature {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

interface RegionCollection {
  type: 'FeatureCollection';
  features: RegionFeature[];
}

export interface SchematicMap {
  /** A name for registerChartMap: the same shape always gets the same name. */
  name: string;
  geoJSON: RegionCollection;
  /** The outline (convex, closed ring) in map units. */
  outline: Ring;
  /** Every site in map units, by id. */
  sites: Map<number, Point>;
}

export interface SchematicMapOptions {
  /** Room around each school, 0..1 of the map (default 0.07). */
  margin?: number;
}

const round = (v: number) => Math.round(v * 100) / 100;
const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);
const key = (p: Point) => `${p[0]},${p[1]}`;

/** Twice the signed area (shoelace); positive = counter-clockwise in x-right / y-up terms. */
export function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % n];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Whether a point lies inside a ring (ray casting; the ring may be closed or open). */
export function pointInRing(point: readonly [number, number], ring: readonly Point[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies in a MultiPolygon (inside an outer ring and none of its holes). */
export function pointInMultiPolygon(point: readonly [number, number], coordinates: readonly (readonly (readonly Point[])[])[]): boolean {
  return coordinates.some(([outer, ...holes]) => pointInRing(point, outer) && !holes.some((h) => pointInRing(point, h)));
}

function openRing(ring: readonly Point[]): Ring {
  const out = ring.map((p) => [p[0], p[1]] as Point);
  if (out.length > 1 && key(out[0]) === key(out[out.length - 1])) out.pop();
  return out;
}

function closeRing(ring: readonly Point[]): Ring {
  return ring.length ? [...ring, ring[0]] : [];
}

/** Rounded, without repeated consecutive vertices, counter-clockwise (positive area). */
function tidy(ring: readonly Point[]): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const q: Point = [round(p[0]), round(p[1])];
    if (!out.length || key(out[out.length - 1]) !== key(q)) out.push(q);
  }
  while (out.length > 1 && key(out[0]) === key(out[out.length - 1])) out.pop();
  return signedArea(out) < 0 ? out.reverse() : out;
}

/** Convex hull (monotone chain), counter-clockwise. */
function convexHull(points: readonly Point[]): Ring {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return [...lower, ...upper];
}

/** Where segment a–b crosses the line through c–d; computed from the endpoints in a fixed order. */
function intersect(a: Point, b: Point, c: Point, d: Point): Point {
  const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [a, b] : [b, a];
  const r: Point = [q[0] - p[0], q[1] - p[1]];
  const s: Point = [d[0] - c[0], d[1] - c[1]];
  const denom = r[0] * s[1] - r[1] * s[0];
  if (denom === 0) return p;
  const t = ((c[0] - p[0]) * s[1] - (c[1] - p[1]) * s[0]) / denom;
  return [p[0] + t * r[0], p[1] + t * r[1]];
}

/** A convex polygon clipped to a convex, counter-clockwise clip ring (Sutherland–Hodgman). */
function clipConvex(subject: readonly Point[], clip: readonly Point[]): Ring {
  let output: Ring = [...subject];
  for (let i = 0; i < clip.length && output.length; i++) {
    const c = clip[i];
    const d = clip[(i + 1) % clip.length];
    const inside = (p: Point) => (d[0] - c[0]) * (p[1] - c[1]) - (d[1] - c[1]) * (p[0] - c[0]) >= 0;
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const cur = input[j];
      const prev = input[(j + input.length - 1) % input.length];
      if (inside(cur)) {
        if (!inside(prev)) output.push(intersect(prev, cur, c, d));
        output.push(cur);
      } else if (inside(prev)) {
        output.push(intersect(prev, cur, c, d));
      }
    }
  }
  return output;
}

/** The union of rings that share whole edges: the rings of the boundary, outer ones counter-clockwise. */
function unionRings(cells: readonly Ring[]): Ring[] {
  const edges = new Map<string, number>();
  const points = new Map<string, Point>();
  for (const cell of cells) {
    for (let i = 0; i < cell.length; i++) {
      const a = cell[i];
      const b = cell[(i + 1) % cell.length];
      const ka = key(a);
      const kb = key(b);
      if (ka === kb) continue;
      points.set(ka, a);
      points.set(kb, b);
      const reverse = `${kb}>${ka}`;
      const rc = edges.get(reverse) ?? 0;
      if (rc > 0) {
        if (rc === 1) edges.delete(reverse);
        else edges.set(reverse, rc - 1);
      } else {
        const fwd = `${ka}>${kb}`;
        edges.set(fwd, (edges.get(fwd) ?? 0) + 1);
      }
    }
  }
  const out = new Map<string, string[]>();
  for (const [edge, count] of edges) {
    const [from, to] = edge.split('>');
    for (let i = 0; i < count; i++) out.set(from, [...(out.get(from) ?? []), to]);
  }
  for (const list of out.values()) list.sort();
  const rings: Ring[] = [];
  const starts = [...out.keys()].sort();
  for (const start of starts) {
    while ((out.get(start) ?? []).length) {
      const ring: Ring = [];
      let at = start;
      for (let guard = 0; guard <= edges.size + 1; guard++) {
        ring.push(points.get(at)!);
        const next = out.get(at)?.shift();
        if (next === undefined || next === start) break;
        at = next;
      }
      if (ring.length >= 3) rings.push(ring);
    }
  }
  return rings;
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Polygons of a region from its rings: every hole goes to the smallest outer ring holding it. */
function toMultiPolygon(rings: readonly Ring[]): number[][][][] {
  const outers = rings.filter((r) => signedArea(r) > 0).sort((a, b) => signedArea(a) - signedArea(b));
  const holes = rings.filter((r) => signedArea(r) < 0);
  const polygons = outers.map((outer) => ({ outer, holes: [] as Ring[] }));
  for (const hole of holes) {
    const host = polygons.find((p) => pointInRing(hole[0], p.outer));
    host?.holes.push(hole);
  }
  return polygons.map((p) => [closeRing(p.outer), ...p.holes.map(closeRing)]).sort((a, b) => (key(a[0][0]) < key(b[0][0]) ? -1 : 1));
}

/** The map of `sites`: a region per distinct `region`, the outline and the sites in map units. */
export function buildSchematicMap(sites: readonly MapSite[], options: SchematicMapOptions = {}): SchematicMap {
  const margin = (options.margin ?? 0.07) * MAP_UNITS;
  const sorted = [...sites].sort((a, b) => (a.region < b.region ? -1 : a.region > b.region ? 1 : a.id - b.id));
  // Scaled, clamped, and moved a hair apart where two schools share a spot (one Voronoi cell each).
  const seen = new Set<string>();
  const pts: Point[] = sorted.map((s) => {
    const p: Point = [round(clamp01(s.x) * MAP_UNITS), round(clamp01(s.y) * MAP_UNITS)];
    while (seen.has(key(p))) p[0] = round(p[0] + 0.5);
    seen.add(key(p));
    return p;
  });
  const byId = new Map<number, Point>(sorted.map((s, i) => [s.id, pts[i]]));
  if (pts.length === 0) {
    return { name: 'srp-schematic-empty', geoJSON: { type: 'FeatureCollection', features: [] }, outline: [], sites: byId };
  }

  const disc: Point[] = [];
  for (const [x, y] of pts) {
    for (let k = 0; k < 16; k++) {
      const a = (Math.PI * 2 * k) / 16;
      disc.push([round(x + margin * Math.cos(a)), round(y + margin * Math.sin(a))]);
    }
  }
  const outline = convexHull(disc);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const voronoi = Delaunay.from(pts).voronoi([Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1]);

  const cellsByRegion = new Map<string, Ring[]>();
  sorted.forEach((site, i) => {
    const polygon = voronoi.cellPolygon(i);
    if (!polygon) return;
    const cell = openRing(polygon.map((p) => [p[0], p[1]] as Point));
    const ccw = signedArea(cell) < 0 ? cell.reverse() : cell;
    const clipped = tidy(clipConvex(ccw, outline));
    if (clipped.length < 3) return;
    cellsByRegion.set(site.region, [...(cellsByRegion.get(site.region) ?? []), clipped]);
  });

  const features: RegionFeature[] = [...cellsByRegion.keys()].sort().map((region) => ({
    type: 'Feature',
    properties: { name: region },
    geometry: { type: 'MultiPolygon', coordinates: toMultiPolygon(unionRings(cellsByRegion.get(region)!)) },
  }));
  const geoJSON: RegionCollection = { type: 'FeatureCollection', features };
  return { name: `srp-schematic-${hash(JSON.stringify(geoJSON))}`, geoJSON, outline: closeRing(outline), sites: byId };
}

/** Where a point's name goes: beside it (right, else left) or above / below it. */
export type LabelSide = 'right' | 'left' | 'top' | 'bottom';

export interface LabelledPoint {
  id: number;
  /** In map units. */
  coord: readonly [number, number];
  label: string;
  /** The point's diameter (px). */
  size: number;
}

type Box = readonly [number, number, number, number];

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * A side for every point's name where it covers no other point and no name placed before it — right, else left,
 * above, below (right when none is free) — so that the names of neighbouring schools do not run into each other or
 * into a neighbour's dot. `pxPerUnit`: how many pixels a map unit takes (the map as drawn); `fontPx`: the names' size.
 */
export function pointLabelSides(points: readonly LabelledPoint[], pxPerUnit: number, fontPx: number): Map<number, LabelSide> {
  const u = (px: number) => px / Math.max(pxPerUnit, 1e-6);
  const dots: Box[] = points.map((p) => {
    const r = u(p.size / 2);
    return [p.coord[0] - r, p.coord[1] - r, p.coord[0] + r, p.coord[1] + r];
  });
  const placed: Box[] = [];
  const sides = new Map<number, LabelSide>();
  // Left to right, top to bottom: a name to the right is tried while the space there is still free.
  const order = points.map((_, i) => i).sort((a, b) => points[a].coord[0] - points[b].coord[0] || points[a].coord[1] - points[b].coord[1]);
  for (const i of order) {
    const p = points[i];
    const [x, y] = p.coord;
    const w = u(Array.from(p.label).length * fontPx + 8);
    const h = u(fontPx * 1.25);
    const r = u(p.size / 2 + 4);
    const boxes: Record<LabelSide, Box> = {
      right: [x + r, y - h / 2, x + r + w, y + h / 2],
      left: [x - r - w, y - h / 2, x - r, y + h / 2],
      top: [x - w / 2, y - r - h, x + w / 2, y - r],
      bottom: [x - w / 2, y + r, x + w / 2, y + r + h],
    };
    const free = (box: Box) => !dots.some((d, j) => j !== i && overlaps(box, d)) && !placed.some((b) => overlaps(box, b));
    const side = (['right', 'left', 'top', 'bottom'] as const).find((s) => free(boxes[s])) ?? 'right';
    sides.set(p.id, side);
    placed.push(boxes[side]);
  }
  return sides;
}

/**
 * How many pixels a map unit takes when `outline` is drawn in a box of `width` × `height` px as ECharts lays a geo
 * out with `layoutSize` `share`: the map's longer side fits a square of `share` × the box's shorter side.
 */
export function mapPxPerUnit(outline: readonly (readonly number[])[], width: number, height: number, share = 0.94): number {
  if (outline.length === 0) return 1;
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const span = Math.max(1, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return (share * Math.min(width, height)) / span;
}

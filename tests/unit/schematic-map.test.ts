import fc from 'fast-check';
import { getCity } from '@/demo/district';
import {
  MAP_UNITS,
  buildSchematicMap,
  pointInMultiPolygon,
  pointInRing,
  signedArea,
  type MapSite,
  type Point,
} from '@/utils/schematic-map';

/**
 * The runtime schematic map (src/utils/schematic-map.ts): districts as unions of their schools' Voronoi cells
 * inside a convex outline. Checked on the demo city's own points and on random cities.
 */

/** The demo city's schools as the map call sends them (x, y 0..1, grouped by district). */
function demoSites(): MapSite[] {
  return getCity().districts.flatMap((d) => d.schools.map((s) => ({ id: s.libraryId, x: s.position.x, y: s.position.y, region: d.name })));
}

function area(coordinates: number[][][][]): number {
  return coordinates.reduce(
    (sum, [outer, ...holes]) => sum + signedArea(outer as Point[]) + holes.reduce((h, r) => h + signedArea(r as Point[]), 0),
    0,
  );
}

function expectEverySiteInItsRegion(sites: readonly MapSite[]) {
  const map = buildSchematicMap(sites);
  for (const site of sites) {
    const feature = map.geoJSON.features.find((f) => f.properties.name === site.region);
    expect(feature, site.region).toBeDefined();
    const at = map.sites.get(site.id)!;
    expect(pointInMultiPolygon(at, feature!.geometry.coordinates as Point[][][]), `${site.id} in ${site.region}`).toBe(true);
    for (const other of map.geoJSON.features.filter((f) => f !== feature)) {
      expect(pointInMultiPolygon(at, other.geometry.coordinates as Point[][][]), `${site.id} not in ${other.properties.name}`).toBe(false);
    }
  }
  return map;
}

describe('the demo city', () => {
  test('four districts, every school inside its own district and no other', () => {
    const sites = demoSites();
    expect(sites).toHaveLength(34);
    const map = expectEverySiteInItsRegion(sites);
    expect(map.geoJSON.features.map((f) => f.properties.name)).toEqual([...new Set(sites.map((s) => s.region))].sort());
  });

  test('the districts tile the outline: positive areas that sum to the outline’s', () => {
    const map = buildSchematicMap(demoSites());
    const areas = map.geoJSON.features.map((f) => area(f.geometry.coordinates));
    for (const a of areas) expect(a).toBeGreaterThan(0);
    const total = areas.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(signedArea(map.outline.slice(0, -1)), -1);
    // Small: a few kilobytes of JSON for the whole city.
    expect(JSON.stringify(map.geoJSON).length).toBeLessThan(12_000);
  });

  test('no two districts overlap: sampled points fall in at most one', () => {
    const map = buildSchematicMap(demoSites());
    for (let x = 5; x < MAP_UNITS; x += 20) {
      for (let y = 5; y < MAP_UNITS; y += 20) {
        const holders = map.geoJSON.features.filter((f) => pointInMultiPolygon([x, y], f.geometry.coordinates as Point[][][]));
        expect(holders.length, `${x},${y}`).toBeLessThanOrEqual(1);
        // Inside the outline means inside exactly one district.
        if (pointInRing([x, y], map.outline)) expect(holders.length, `${x},${y}`).toBe(1);
      }
    }
  });

  test('same input, same bytes — in any order — and the name follows the shape', () => {
    const sites = demoSites();
    const a = buildSchematicMap(sites);
    const b = buildSchematicMap([...sites].reverse());
    expect(JSON.stringify(b.geoJSON)).toBe(JSON.stringify(a.geoJSON));
    expect(b.name).toBe(a.name);
    const moved = buildSchematicMap(sites.map((s, i) => (i === 0 ? { ...s, x: s.x + 0.01 } : s)));
    expect(moved.name).not.toBe(a.name);
  });

  test('one district alone (a zone user’s map) is one region holding its nine schools', () => {
    const one = demoSites().filter((s) => s.region === getCity().districts[0].name);
    const map = expectEverySiteInItsRegion(one);
    expect(map.geoJSON.features).toHaveLength(1);
    expect(map.geoJSON.features[0].geometry.coordinates).toHaveLength(1);
  });
});

describe('MultiPolygon cases', () => {
  test('a district whose schools are not contiguous becomes two polygons', () => {
    const sites: MapSite[] = [
      { id: 1, x: 0.1, y: 0.5, region: '甲' },
      { id: 2, x: 0.5, y: 0.5, region: '乙' },
      { id: 3, x: 0.9, y: 0.5, region: '甲' },
      { id: 4, x: 0.5, y: 0.1, region: '乙' },
      { id: 5, x: 0.5, y: 0.9, region: '乙' },
    ];
    const map = expectEverySiteInItsRegion(sites);
    const jia = map.geoJSON.features.find((f) => f.properties.name === '甲')!;
    expect(jia.geometry.type).toBe('MultiPolygon');
    expect(jia.geometry.coordinates).toHaveLength(2);
  });

  test('a district of one school is one polygon; so is a city of one school', () => {
    const map = expectEverySiteInItsRegion([
      { id: 1, x: 0.2, y: 0.2, region: '甲' },
      { id: 2, x: 0.8, y: 0.8, region: '乙' },
      { id: 3, x: 0.7, y: 0.9, region: '乙' },
    ]);
    expect(map.geoJSON.features.find((f) => f.properties.name === '甲')!.geometry.coordinates).toHaveLength(1);
    const lone = expectEverySiteInItsRegion([{ id: 9, x: 0.5, y: 0.5, region: '丙' }]);
    expect(lone.geoJSON.features[0].geometry.coordinates).toHaveLength(1);
  });

  test('a district surrounding another one has a hole', () => {
    const ring = Array.from({ length: 12 }, (_, k) => ({
      id: k + 1,
      x: 0.5 + 0.3 * Math.cos((Math.PI * 2 * k) / 12),
      y: 0.5 + 0.3 * Math.sin((Math.PI * 2 * k) / 12),
      region: '外',
    }));
    const map = expectEverySiteInItsRegion([...ring, { id: 100, x: 0.5, y: 0.5, region: '内' }]);
    const outer = map.geoJSON.features.find((f) => f.properties.name === '外')!;
    expect(outer.geometry.coordinates).toHaveLength(1);
    expect(outer.geometry.coordinates[0]).toHaveLength(2);
  });

  test('points outside 0..1 are clamped onto the map; duplicates each keep a cell; nothing in, nothing out', () => {
    const map = buildSchematicMap([
      { id: 1, x: -3, y: 2, region: '甲' },
      { id: 2, x: 0.4, y: 0.4, region: '乙' },
      { id: 3, x: 0.4, y: 0.4, region: '丙' },
    ]);
    expect(map.sites.get(1)).toEqual([0, MAP_UNITS]);
    expect(map.geoJSON.features.map((f) => f.properties.name)).toEqual(['丙', '乙', '甲']);
    expect(buildSchematicMap([]).geoJSON.features).toEqual([]);
  });
});

test('property: random cities put every school in its own district, deterministically', () => {
  const site = fc.record({
    x: fc.integer({ min: 0, max: 50 }),
    y: fc.integer({ min: 0, max: 50 }),
    region: fc.constantFrom('甲', '乙', '丙', '丁'),
  });
  fc.assert(
    fc.property(fc.uniqueArray(site, { minLength: 1, maxLength: 40, selector: (s) => `${s.x},${s.y}` }), (raw) => {
      // A grid of 0.02: schools at least that far apart, as real schools are.
      const sites = raw.map((s, i) => ({ id: i + 1, x: s.x / 50, y: s.y / 50, region: s.region }));
      expectEverySiteInItsRegion(sites);
      expect(JSON.stringify(buildSchematicMap([...sites].reverse()).geoJSON)).toBe(JSON.stringify(buildSchematicMap(sites).geoJSON));
    }),
    { numRuns: 60, seed: 20261122 },
  );
});

/**
 * The cockpit title (docs/rules.md#walls): the campus or city name + 阅读大数据, with the regional titles of
 * VITE_REGION_TITLES ("地址片段=标题;…", src/config/env.ts) chosen by the region address (`regionAddr`).
 */
const TITLE_SUFFIX = '阅读大数据';

export interface WallTitleInput {
  /** The URL's campus name (`name`): a campus wall names its campus, whatever the region. */
  name?: string;
  regionAddr: string;
  regionTitles: readonly { match: string; title: string }[];
  /** The campus or city name of the session (or, on /ndb, the scope the server names). */
  place: string;
}

/** `name` + 阅读大数据; else the first regional title whose fragment is in the region address; else the place's. */
export function wallTitle({ name, regionAddr, regionTitles, place }: WallTitleInput): string {
  if (name) return `${name}${TITLE_SUFFIX}`;
  const special = regionAddr ? regionTitles.find((t) => t.match && regionAddr.includes(t.match)) : undefined;
  if (special) return special.title;
  return `${place}${TITLE_SUFFIX}`;
}

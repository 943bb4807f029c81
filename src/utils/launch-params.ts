/**
 * Launch parameters lid, cid and name (docs/rules.md#session), read from the page location.
 * A value may carry a '#…' suffix (the host platform appends its hash router); only the part before it counts.
 * lid and cid must be positive integers, anything else is ignored; name is trimmed and capped.
 */
export interface LaunchParams {
  lid?: number;
  cid?: number;
  name?: string;
}

function beforeHash(value: string | null): string | undefined {
  if (value === null) return undefined;
  const cut = value.split('#')[0].trim();
  return cut === '' ? undefined : cut;
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^[0-9]{1,12}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function parseLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const out: LaunchParams = {};
  const lid = positiveInt(beforeHash(params.get('lid')));
  const cid = positiveInt(beforeHash(params.get('cid')));
  const name = beforeHash(params.get('name'));
  if (lid !== undefined) out.lid = lid;
  if (cid !== undefined) out.cid = cid;
  // eslint-disable-next-line no-control-regex
  if (name !== undefined) out.name = name.replace(/[\u0000-\u001f\u007f<>]/g, '').slice(0, 64);
  return out;
}

/** The launch parameters of the whole location: the search part, then a query inside the hash. */
export function readLaunchParams(location: { search: string; hash: string } = window.location): LaunchParams {
  const fromSearch = parseLaunchParams(location.search);
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return { ...parseLaunchParams(hashQuery), ...fromSearch };
}

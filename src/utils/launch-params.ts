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

/**
 * A launch's proof (docs/api.md, "Launch signature"): what the platform signed — lid, cid, the name as it came (the
 * part before '#', trimmed, not cleaned: the signature covers it) — with its `ts`, `nonce` and `sig`. The browser
 * only forwards it to getUserToken; the backend checks it. Undefined when the address carries no complete proof
 * (a bare `lid`): such a launch never creates a session.
 */
export interface LaunchProof {
  lid?: number;
  cid?: number;
  name?: string;
  ts: number;
  nonce: string;
  sig: string;
}

export function parseLaunchProof(search: string): LaunchProof | undefined {
  const params = new URLSearchParams(search);
  const ts = positiveInt(beforeHash(params.get('ts')));
  const nonce = beforeHash(params.get('nonce'));
  const sig = beforeHash(params.get('sig'))?.toLowerCase();
  if (ts === undefined || !nonce || !/^[A-Za-z0-9_-]{8,64}$/.test(nonce) || !sig || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
  const { lid, cid } = parseLaunchParams(search);
  const name = beforeHash(params.get('name'));
  return {
    ...(lid !== undefined ? { lid } : {}),
    ...(cid !== undefined ? { cid } : {}),
    ...(name ? { name: name.slice(0, 64) } : {}),
    ts,
    nonce,
    sig,
  };
}

/** The launch proof of the whole location: the search part, else a query inside the hash. */
export function readLaunchProof(location: { search: string; hash: string } = window.location): LaunchProof | undefined {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return parseLaunchProof(location.search) ?? parseLaunchProof(hashQuery);
}

import { env } from '@/config/env';

/** Image URLs without 'http' are prefixed with the images host (docs/rules.md#numbers). */
export function imageUrl(path: string | null | undefined, host: string = env.imageHost): string {
  if (!path) return '';
  if (path.startsWith('http')) return path;
  if (!host) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

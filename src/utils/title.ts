import { SITE_TITLE } from '@/config/constants';

/** Page title '{route title} - {site title}' (docs/rules.md#routes). */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${SITE_TITLE}` : SITE_TITLE;
}

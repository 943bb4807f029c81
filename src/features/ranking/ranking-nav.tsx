/**
 * Between the /rank pages: the families (指标) and the levels (层级) of the route table's ranking rows
 * (RANK_ROWS, the one list), each a link to its route. Only routes the user may open; the scope and the school year travel (docs/rules.md#scope).
 */
import { NavLink } from 'react-router';
import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';
import { RANKING_FAMILY_LABELS, RANKING_LEVEL_LABELS } from '@/api/ranking-metrics';
import { useScopedLink } from '@/hooks/scope';
import { canAccess } from '@/routes/access';
import { RANK_ROWS } from '@/routes/ranking-routes';
import { findRoute } from '@/routes/route-table';
import { usePermission } from '@/stores/permission';
import { baseLevel, type HomeScope } from './view';

const RANK_BASE = '/rank';

export interface RankLink {
  family: RankingFamilyKey;
  level: RankingLevelKey;
  path: string;
  exact?: boolean;
}

/** The /rank rows as links, in table order. The region ranking compares a city's districts: city users only. */
export function rankLinks(home: HomeScope, allowed: (path: string) => boolean): RankLink[] {
  return RANK_ROWS.map((r) => ({ family: r.family, level: r.level, exact: r.exact, path: `${RANK_BASE}/${r.path}` })).filter(
    (r) => (r.family !== 'region' || home === 'city') && allowed(r.path),
  );
}

/** Where a family link goes from the current level: the same level in that family, else its first page. */
export function familyTarget(links: readonly RankLink[], family: RankingFamilyKey, level: RankingLevelKey): RankLink | undefined {
  const of = links.filter((l) => l.family === family);
  return of.find((l) => l.level === level) ?? of[0];
}

export function RankingNav({ family, level, home }: { family: RankingFamilyKey; level: RankingLevelKey; home: HomeScope }) {
  const link = useScopedLink();
  const ctx = usePermission((s) => s.ctx);
  if (!ctx) return null;
  const links = rankLinks(home, (path) => {
    const route = findRoute(path);
    return route !== undefined && canAccess(route, ctx);
  });
  const families = [...new Set(links.map((l) => l.family))];
  const levels = links.filter((l) => l.family === family);
  const item = (active: boolean) => (active ? 'srp-rank-nav__item srp-rank-nav__item--active' : 'srp-rank-nav__item');
  return (
    <nav className="srp-rank-nav" aria-label="排行榜分类">
      <div className="srp-rank-nav__group" role="group" aria-label="指标">
        <span className="srp-rank-nav__label">指标</span>
        {families.map((f) => {
          const target = familyTarget(links, f, level);
          return target ? (
            <NavLink key={f} to={link(target.path)} className={item(f === family)} aria-current={f === family ? 'page' : undefined}>
              {RANKING_FAMILY_LABELS[f]}
            </NavLink>
          ) : null;
        })}
      </div>
      {levels.length > 1 && (
        <div className="srp-rank-nav__group" role="group" aria-label="层级">
          <span className="srp-rank-nav__label">层级</span>
          {levels.map((l) => (
            <NavLink key={l.path} to={link(l.path)} className={({ isActive }) => item(isActive)} end>
              {RANKING_LEVEL_LABELS[baseLevel(l, home)]}
            </NavLink>
          ))}
        </div>
      )}
    </nav>
  );
}

/**
 * The wall's header: date and time, 更新于 (the oldest data on screen) with a count of panels showing 数据未更新,
 * the title, the 学年 select, the auto-rotate switch with pause / resume, the switch between the two
 * modes, and the top navigation under it.
 */
import { Button, Switch, Tooltip } from 'antd';
import { PauseOutlined, CaretRightOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useLocation, useSearchParams } from 'react-router';
import { YearSelect } from '@/components/year-select';
import type { FlatRoute } from '@/routes/types';
import { useNow } from './use-now';
import { useWallFreshness } from './use-wall-freshness';
import type { Rotation } from './use-rotation';
import { carriedSearch } from './wall-params';

function Clock() {
  const now = useNow(1_000);
  const t = dayjs(now);
  return (
    <div className="srp-wall-clock">
      <span className="srp-wall-clock__time" data-testid="wall-clock">
        {t.format('HH:mm:ss')}
      </span>
      <span className="srp-wall-clock__date">{t.format('YYYY年M月D日 dddd')}</span>
    </div>
  );
}

function UpdatedAt() {
  const { oldest, stale } = useWallFreshness();
  return (
    <div className="srp-wall-updated">
      <span data-testid="wall-updated">{oldest > 0 ? `更新于 ${dayjs(oldest).format('HH:mm')}` : '数据加载中'}</span>
      {stale > 0 && (
        <span className="srp-wall-stale srp-wall-stale--stale" role="status" data-testid="wall-stale-count">
          {stale} 项数据未更新
        </span>
      )}
    </div>
  );
}

export interface ModeSwitch {
  to: string;
  label: string;
}

export interface WallHeaderProps {
  title: string;
  rotation: Rotation;
  /** The link to the other mode, when the user may see it. */
  modeSwitch: ModeSwitch | null;
  /** A new build is deployed and will load at the next rotation boundary (or now, by hand). */
  newBuild: boolean;
  rotateMs: number;
}

export function WallHeader({ title, rotation, modeSwitch, newBuild, rotateMs }: WallHeaderProps) {
  const [params] = useSearchParams();
  const carried = carriedSearch(params);
  return (
    <header className="srp-wall-header">
      <div className="srp-wall-header__side">
        <Clock />
        <UpdatedAt />
      </div>
      <h1 className="srp-wall-header__title" data-testid="wall-title">
        {title}
      </h1>
      <div className="srp-wall-header__side srp-wall-header__side--right">
        <YearSelect className="srp-wall-year" />
        <label className="srp-wall-auto">
          <Switch checked={rotation.auto} onChange={rotation.setAuto} aria-label="自动轮播" />
          <span>自动轮播</span>
        </label>
        {rotation.auto && (
          <Tooltip title="空格键也可暂停或继续">
            <Button
              className="srp-wall-pause"
              icon={rotation.paused ? <CaretRightOutlined /> : <PauseOutlined />}
              aria-pressed={rotation.paused}
              onClick={rotation.togglePause}
            >
              {rotation.paused ? '继续' : '暂停'}
            </Button>
          </Tooltip>
        )}
        {newBuild && (
          <Button className="srp-wall-newbuild" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            新版本，刷新
          </Button>
        )}
        {modeSwitch && (
          <Link className="srp-wall-link" to={{ pathname: modeSwitch.to, search: carried }}>
            {modeSwitch.label}
          </Link>
        )}
        <Link className="srp-wall-link srp-wall-link--quiet" to="/">
          返回后台
        </Link>
      </div>
      {rotation.auto && (
        <div className="srp-wall-countdown" aria-hidden>
          <i
            key={rotation.countdownKey}
            style={{ animationDuration: `${rotateMs}ms`, animationPlayState: rotation.paused ? 'paused' : 'running' }}
          />
        </div>
      )}
    </header>
  );
}

/** Whether a nav entry is the page shown: its own path, or one of its sub-pages (排行 → 排行_年级 …). */
function isActive(entry: string, pathname: string): boolean {
  return pathname === entry || pathname.startsWith(`${entry}_`);
}

/** The top navigation: the mode's first pages (WALL_NAV_COUNT of wall-config.ts), and sub-pages of the one shown. */
export function WallNav({ entries, pages, label }: { entries: readonly FlatRoute[]; pages: readonly FlatRoute[]; label: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const carried = carriedSearch(params);
  const current = entries.find((e) => isActive(e.fullPath, pathname));
  const subPages = current ? pages.filter((p) => isActive(current.fullPath, p.fullPath)) : [];
  return (
    <nav className="srp-wall-nav" aria-label={label}>
      <div className="srp-wall-nav__main">
        {entries.map((e) => (
          <Link
            key={e.fullPath}
            to={{ pathname: e.fullPath, search: carried }}
            className={isActive(e.fullPath, pathname) ? 'srp-wall-nav__item srp-wall-nav__item--active' : 'srp-wall-nav__item'}
            aria-current={pathname === e.fullPath ? 'page' : undefined}
          >
            {e.node.meta?.title}
          </Link>
        ))}
      </div>
      {subPages.length > 1 && (
        <div className="srp-wall-nav__sub" aria-label={`${current?.node.meta?.title ?? ''}分页`}>
          {subPages.map((p) => (
            <Link
              key={p.fullPath}
              to={{ pathname: p.fullPath, search: carried }}
              className={pathname === p.fullPath ? 'srp-wall-nav__subitem srp-wall-nav__subitem--active' : 'srp-wall-nav__subitem'}
              aria-current={pathname === p.fullPath ? 'page' : undefined}
            >
              {p.node.meta?.title}
            </Link>
          ))}
        </div>
      )}
    </nav>
  );
}

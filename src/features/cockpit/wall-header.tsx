/**
 * The wall's header: date and time; how current the data is — 数据截至 (the server's date and time of its data,
 * overall/overview/queryDataStatus), 更新于 (the oldest data on screen), and when something is wrong, one line in
 * the wall's words (N 项数据未更新; 网络连接中断，显示的是 HH:mm 的数据); the title; the staff controls (学年, 自动轮播,
 * 暂停 / 继续, 新版本) — in kiosk mode only the school year as text, and 暂停 and 全屏 while the mouse moves; the
 * countdown to the next page. Under it the top navigation, with the links out of the wall at its left.
 */
import { Button, Switch } from 'antd';
import { Hint } from '@/components/hint';
import { CaretRightOutlined, FullscreenExitOutlined, FullscreenOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useLocation, useSearchParams } from 'react-router';
import { dataStatus } from '@/api/contract/overview';
import { YearSelect } from '@/components/year-select';
import { useFullscreen } from '@/hooks/fullscreen';
import { useSchoolYearName } from '@/hooks/school-year';
import type { FlatRoute } from '@/routes/types';
import { useNow } from './use-now';
import { useWallFreshness } from './use-wall-freshness';
import type { Rotation } from './use-rotation';
import { useWallConnection } from './wall-connection';
import { carriedSearch } from './wall-params';
import { useWallQuery } from './wall-query';
import { asOfText, wallStatus } from './wall-status';

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

/** 数据截至 (the server's) and 更新于 (this screen's), or what is wrong. */
function Freshness() {
  const status = useWallQuery(dataStatus);
  const panels = useWallFreshness();
  const connection = useWallConnection();
  const line = wallStatus(panels, connection);
  return (
    <div className="srp-wall-updated">
      <span className="srp-wall-updated__asof" data-testid="wall-asof">
        {status.data ? `数据截至 ${asOfText(status.data.dataDate, status.data.updatedAt)}` : '数据截至 —'}
      </span>
      <span
        className={line.tone ? `srp-wall-status srp-wall-status--${line.tone}` : undefined}
        role={line.tone ? 'status' : undefined}
        data-testid={line.tone === 'down' ? 'wall-connection' : line.tone === 'stale' ? 'wall-stale-count' : 'wall-updated'}
      >
        {line.text}
      </span>
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
  /** A new build is deployed and will load at the next rotation boundary (or now, by hand). */
  newBuild: boolean;
  rotateMs: number;
  /** Kiosk mode: no staff controls; `pointer` — the mouse has just moved — shows 暂停 and 全屏. */
  kiosk: boolean;
  pointer: boolean;
}

function PauseButton({ rotation }: { rotation: Rotation }) {
  return (
    <Hint title="空格键也可暂停或继续">
      <Button
        className="srp-wall-control srp-wall-pause"
        icon={rotation.paused ? <CaretRightOutlined /> : <PauseOutlined />}
        aria-pressed={rotation.paused}
        onClick={rotation.togglePause}
      >
        {rotation.paused ? '继续' : '暂停'}
      </Button>
    </Hint>
  );
}

function FullscreenButton() {
  const { full, toggle } = useFullscreen();
  return (
    <Button className="srp-wall-control" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle}>
      {full ? '退出全屏' : '全屏'}
    </Button>
  );
}

/** The school year shown, as text (a kiosk has no select). */
function YearText() {
  const name = useSchoolYearName();
  return name ? <span className="srp-wall-year-text">{name}</span> : null;
}

export function WallHeader({ title, rotation, newBuild, rotateMs, kiosk, pointer }: WallHeaderProps) {
  return (
    <header className="srp-wall-header">
      <div className="srp-wall-header__side">
        <Clock />
        <Freshness />
      </div>
      <h1 className="srp-wall-header__title" data-testid="wall-title">
        {title}
      </h1>
      <div className="srp-wall-header__side srp-wall-header__side--right" data-testid="wall-controls">
        {kiosk ? (
          <>
            <YearText />
            {pointer && rotation.auto && <PauseButton rotation={rotation} />}
            {pointer && <FullscreenButton />}
          </>
        ) : (
          <>
            <YearSelect className="srp-wall-year" />
            <label className="srp-wall-auto">
              <Switch checked={rotation.auto} onChange={rotation.setAuto} aria-label="自动轮播" />
              <span>自动轮播</span>
            </label>
            {rotation.auto && <PauseButton rotation={rotation} />}
            {newBuild && !rotation.auto && (
              <Button className="srp-wall-control srp-wall-newbuild" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
                新版本，刷新
              </Button>
            )}
          </>
        )}
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

export interface WallNavProps {
  entries: readonly FlatRoute[];
  pages: readonly FlatRoute[];
  label: string;
  /** The links out of the wall (the other mode, 返回后台); none in kiosk mode. */
  modeSwitch: ModeSwitch | null;
  exits: boolean;
}

/** The top navigation: the mode's first pages (WALL_NAV_COUNT of wall-config.ts), and sub-pages of the one shown. */
export function WallNav({ entries, pages, label, modeSwitch, exits }: WallNavProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const carried = carriedSearch(params);
  const current = entries.find((e) => isActive(e.fullPath, pathname));
  const subPages = current ? pages.filter((p) => isActive(current.fullPath, p.fullPath)) : [];
  return (
    <div className="srp-wall-nav">
      {exits && (
        <div className="srp-wall-nav__links">
          {modeSwitch && (
            <Link className="srp-wall-link" to={{ pathname: modeSwitch.to, search: carried }}>
              {modeSwitch.label}
            </Link>
          )}
          <Link className="srp-wall-link srp-wall-link--quiet" to="/">
            返回后台
          </Link>
        </div>
      )}
      <nav className="srp-wall-nav__menu" aria-label={label}>
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
    </div>
  );
}

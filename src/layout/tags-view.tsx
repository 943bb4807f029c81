import { useEffect, useRef, type MouseEvent, type WheelEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, ColumnWidthOutlined, MinusSquareOutlined, ReloadOutlined } from '@ant-design/icons';
import { useScopedLink } from '@/hooks/scope';
import { useTagsView, type TagView } from '@/stores/tags-view';
import { normalisePath } from './route-info';

const TAG_ACTIONS = { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有' } as const;
type TagAction = keyof typeof TAG_ACTIONS;
const isTagAction = (key: string): key is TagAction => Object.hasOwn(TAG_ACTIONS, key);

/** The tab actions (刷新, 关闭, 关闭其他, 关闭所有; docs/rules.md#layout), shared by the menu and the × button. */
function useTagActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const current = normalisePath(pathname);
  // A tab opens its page with its own filters, in the scope and year the user is looking at now.
  const link = useScopedLink();

  /** After closing: stay if the current tab is still open, else the last remaining tab (or home). */
  const leaveIfClosed = (closedCurrent: boolean) => {
    if (!closedCurrent) return;
    const views = useTagsView.getState().visitedViews;
    const last = views[views.length - 1];
    navigate(link(last ? last.fullPath : '/'));
  };

  const refresh = (view: TagView) => {
    const store = useTagsView.getState();
    store.delCachedView(view.path);
    void queryClient.invalidateQueries();
    // The redirect page re-enters fullPath with replace: the page mounts anew and fetches again.
    const to = link(view.fullPath);
    navigate(`/redirect${to.pathname}${to.search}`, { replace: true });
  };

  const close = (view: TagView) => {
    if (view.meta?.affix) return;
    useTagsView.getState().delView(view.path);
    leaveIfClosed(view.path === current);
  };

  const closeOthers = (view: TagView) => {
    useTagsView.getState().delOthersViews(view.path);
    if (view.path !== current) navigate(link(view.fullPath));
  };

  const closeAll = () => {
    useTagsView.getState().delAllViews();
    const stillOpen = useTagsView.getState().visitedViews.some((v) => v.path === current);
    leaveIfClosed(!stillOpen);
  };

  const run = (action: TagAction, view: TagView) => {
    if (action === 'refresh') refresh(view);
    else if (action === 'close') close(view);
    else if (action === 'closeOthers') closeOthers(view);
    else closeAll();
  };

  return { current, run, close, link };
}

function contextItems(view: TagView): MenuProps['items'] {
  return [
    { key: 'refresh', icon: <ReloadOutlined />, label: TAG_ACTIONS.refresh },
    { key: 'close', icon: <CloseOutlined />, label: TAG_ACTIONS.close, disabled: !!view.meta?.affix },
    { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: TAG_ACTIONS.closeOthers },
    { key: 'closeAll', icon: <MinusSquareOutlined />, label: TAG_ACTIONS.closeAll },
  ];
}

/** The 34 px tabs bar of visited pages; right-click for the actions, × to close. */
export function TagsBar() {
  const views = useTagsView((s) => s.visitedViews);
  const { current, run, close, link } = useTagActions();
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the active tab in view.
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('[data-active="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, views.length]);

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (scroller.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) scroller.current.scrollLeft += e.deltaY;
  };

  return (
    <div className="srp-tags-view" role="navigation" aria-label="已打开的页面">
      <div className="srp-tags-view__scroll" ref={scroller} onWheel={onWheel}>
        {views.map((view) => {
          const active = view.path === current;
          const onClose = (e: MouseEvent) => {
            e.preventDefault();
            e.stopPropagation();
            close(view);
          };
          return (
            <Dropdown
              key={view.path}
              trigger={['contextMenu']}
              menu={{
                items: contextItems(view),
                onClick: ({ key }) => {
                  if (isTagAction(key)) run(key, view);
                },
              }}
            >
              <Link
                to={link(view.fullPath)}
                className={active ? 'srp-tag srp-tag--active' : 'srp-tag'}
                data-active={active}
                data-path={view.path}
                aria-current={active ? 'page' : undefined}
                title={view.title}
              >
                <span className="srp-tag__title">{view.title}</span>
                {!view.meta?.affix && (
                  <span className="srp-tag__close" role="button" tabIndex={-1} aria-label={`关闭 ${view.title}`} onClick={onClose}>
                    <CloseOutlined />
                  </span>
                )}
              </Link>
            </Dropdown>
          );
        })}
      </div>
    </div>
  );
}

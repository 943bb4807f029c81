import { Layout } from 'antd';
import { useApp } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { IdleTimeout } from './idle-timeout';
import { KeepAliveOutlet } from './keep-alive';
import { useAffixTags, useDeviceTracking, useRouteChange, useUserStorage } from './layout-effects';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsBar } from './tags-view';
import './layout.css';

/**
 * The main admin layout (docs/rules.md#layout): sidebar (drawer below 992 px), navbar,
 * optional tags bar, the routed page with its cached siblings, the settings panel.
 */
export default function AdminLayout() {
  useUserStorage();
  useDeviceTracking();
  useAffixTags();
  useRouteChange();

  const device = useApp((s) => s.device);
  const opened = useApp((s) => s.sidebar.opened);
  const tagsView = useSettings((s) => s.tagsView);
  const fixedHeader = useSettings((s) => s.fixedHeader);

  const classes = [
    'srp-layout',
    `srp-layout--${device}`,
    device === 'desktop' && !opened ? 'srp-layout--collapsed' : '',
    tagsView ? 'srp-layout--tags' : '',
    fixedHeader ? 'srp-layout--fixed-header' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Layout className={classes} hasSider={device === 'desktop'}>
      <Sidebar />
      <Layout className="srp-main-container">
        <div className={fixedHeader ? 'srp-header srp-header--fixed' : 'srp-header'} data-testid="layout-header">
          <Navbar />
          {tagsView && <TagsBar />}
        </div>
        <Layout.Content className="srp-app-main">
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
      <IdleTimeout />
    </Layout>
  );
}

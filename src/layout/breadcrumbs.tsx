import { Link, useMatches } from 'react-router';
import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { useScopedLink } from '@/hooks/scope';
import { matchedFlats } from '@/routes/current-route';
import { sectionFirstPage } from './route-info';

/**
 * Section title → page title, from the matched route chain; the section crumb links to its first page, in the
 * current scope and year.
 */
export function Breadcrumbs() {
  const link = useScopedLink();
  const flats = matchedFlats(useMatches()).filter((f) => f.layout === 'admin' && f.node.meta?.title);
  const items: NonNullable<BreadcrumbProps['items']> = [];
  flats.forEach((f, i) => {
    const title = f.node.meta!.title!;
    const last = i === flats.length - 1;
    // An index page named like its section (图书馆数据 / 图书馆数据) is one crumb.
    if (!last && flats[i + 1]?.node.meta?.title === title) return;
    items.push({
      key: f.fullPath,
      title: last ? <span aria-current="page">{title}</span> : <Link to={link(sectionFirstPage(f))}>{title}</Link>,
    });
  });
  return <Breadcrumb className="srp-breadcrumb" items={items} />;
}

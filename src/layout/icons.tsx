import type { ReactNode } from 'react';
import {
  AimOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  FlagOutlined,
  FileTextOutlined,
  HomeOutlined,
  LoginOutlined,
  ReadOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { IconKey } from '@/routes/types';

/** The route table names icons by key; the layout alone maps them to components. */
const ICONS: Record<IconKey, ReactNode> = {
  home: <HomeOutlined />,
  library: <BookOutlined />,
  reading: <ReadOutlined />,
  report: <FileTextOutlined />,
  data: <AreaChartOutlined />,
  teaching: <BarChartOutlined />,
  arrival: <LoginOutlined />,
  rank: <TrophyOutlined />,
  school: <BankOutlined />,
  cockpit: <DashboardOutlined />,
  myClass: <TeamOutlined />,
  goals: <FlagOutlined />,
};

export function routeIcon(key: IconKey | undefined): ReactNode {
  return key ? ICONS[key] : <AimOutlined />;
}

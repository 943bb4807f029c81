import { Outlet } from 'react-router';

export default function CockpitLayout() {
  return (
    <div style={{ minHeight: '100vh', background: '#0b1f4b', color: '#fff', padding: 16 }}>
      <Outlet />
    </div>
  );
}

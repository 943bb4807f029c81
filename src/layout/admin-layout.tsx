import { Outlet } from 'react-router';

/** Placeholder shell; the full admin layout (sidebar, navbar, tags view) replaces it. */
export default function AdminLayout() {
  return (
    <div style={{ padding: 16 }}>
      <Outlet />
    </div>
  );
}

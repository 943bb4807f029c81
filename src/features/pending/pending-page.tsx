import { Result } from 'antd';
import { useRouteTitle } from '@/app/root-shell';

/**
 * Plainly labelled state for a route whose page a later issue builds (see src/routes/pages.ts). On a light panel of
 * its own, so that it reads on the dark cockpit layouts too.
 */
export default function PendingPage() {
  const title = useRouteTitle();
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', background: '#fff', borderRadius: 8 }}>
      <Result
        status="info"
        title="页面建设中"
        subTitle={`「${title ?? '此页面'}」正在建设中，数据接口与页面将在后续版本提供。`}
        data-testid="pending-page"
      />
    </div>
  );
}

import { useNavigate } from 'react-router';
import { Button, Result, Space } from 'antd';
import type { ResultProps } from 'antd';

/** The shared body of /401 and /404: what happened and two ways back. */
export function ErrorPage({ status, title, subTitle }: { status: ResultProps['status']; title: string; subTitle: string }) {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Space>
            <Button onClick={() => navigate(-1)}>返回上一页</Button>
            <Button type="primary" onClick={() => navigate('/', { replace: true })}>
              返回首页
            </Button>
          </Space>
        }
      />
    </div>
  );
}

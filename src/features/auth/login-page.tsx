import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { SITE_TITLE } from '@/config/constants';
import { feedback } from '@/utils/feedback';
import { ApiError } from '@/api/errors';
import { useSession } from '@/stores/session';
import { safeRedirect } from '@/utils/safe-redirect';
import { DemoAccounts } from './demo-accounts';
import styles from './login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
}

/** Where to go after login: CITY users to /dataReport/index (spec §2), else a safe redirect target. */
export function landingAfterLogin(userType: string | undefined, redirectParam: string | null): string {
  if (userType === 'CITY') return '/dataReport/index';
  return safeRedirect(redirectParam, '/');
}

export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [loading, setLoading] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);

  const onFinish = async (values: LoginForm) => {
    setLoading(true);
    try {
      await signIn(values);
      const userType = useSession.getState().roleType?.userType;
      navigate(landingAfterLogin(userType, params.get('redirect')), { replace: true });
    } catch (error) {
      // The wrapper already showed HTTP errors; session errors (no profile, no authorities) are shown here.
      if (!(error instanceof ApiError && error.notified)) {
        feedback.error(error instanceof Error ? error.message : String(error), 5);
      }
      useSession.getState().resetToken();
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1 className={styles.brand}>{SITE_TITLE}</h1>
        <p className={styles.tagline}>馆藏 · 流通 · 阅读 · 测评，一屏看清学校阅读</p>
      </div>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={3} className={styles.title}>
          账号登录
        </Typography.Title>
        <Form<LoginForm> form={form} name="login" size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" autoFocus aria-label="账号" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" aria-label="密码" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            登录
          </Button>
        </Form>
        {/* Demo builds only: `__DEMO__` is a literal at build time, so a real-backend build drops the list. */}
        {__DEMO__ && <DemoAccounts onPick={(username, password) => form.setFieldsValue({ username, password })} />}
      </Card>
    </div>
  );
}

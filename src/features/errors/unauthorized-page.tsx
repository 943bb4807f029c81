import { ErrorPage } from './error-page';

export default function UnauthorizedPage() {
  return <ErrorPage status="403" title="401" subTitle="抱歉，您的账号没有访问此页面的权限。如需开通，请联系管理员。" />;
}

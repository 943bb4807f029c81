import { ErrorPage } from './error-page';

export default function NotFoundPage() {
  return <ErrorPage status="404" title="404" subTitle="抱歉，您访问的页面不存在或已被移除。" />;
}

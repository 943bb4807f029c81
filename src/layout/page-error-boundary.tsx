import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPanel } from '@/components/status-panel';
import { logError } from '@/stores/error-log';

interface Props {
  /** The page's path, for the log entry ('render /library/index'). */
  path: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Around each routed page: a render error is logged to the error log and shown with a retry. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError(error, `render ${this.props.path}`, info.componentStack ?? '');
  }

  private retry = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <StatusPanel title="页面出错了" subTitle={error.message || '页面渲染失败'}>
        <Button type="primary" onClick={this.retry}>
          重试
        </Button>
      </StatusPanel>
    );
  }
}

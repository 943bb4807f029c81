import { Button, Modal } from 'antd';

/** The idle timeout's last minute (./idle-timeout.tsx): a countdown and 继续使用. */
export default function IdleWarning({
  minutes,
  secondsLeft,
  onContinue,
}: {
  minutes: number;
  secondsLeft: number;
  onContinue: () => void;
}) {
  return (
    <Modal
      open
      title="即将退出登录"
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onContinue}>
          继续使用
        </Button>
      }
    >
      <p>
        您已 {minutes} 分钟没有操作。为保护账号安全，将在 {secondsLeft} 秒后自动退出登录。
      </p>
    </Modal>
  );
}

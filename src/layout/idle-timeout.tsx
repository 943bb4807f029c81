import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@/config/constants';
import { env } from '@/config/env';
import { useSession } from '@/stores/session';
import { feedback } from '@/utils/feedback';
import { idlePhase, lastActivity, markActivity, nextIdleCheck } from '@/utils/idle';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/** The countdown dialog (./idle-warning.tsx), loaded when it is first needed: the admin layout does not carry it. */
const IdleWarning = lazy(() => import('./idle-warning'));

/**
 * The idle timeout of the admin layout (VITE_IDLE_TIMEOUT_MINUTES; off by default; docs/rules.md#session): after that
 * many minutes without a key, a click, a scroll or a pointer move in any tab, the session ends in every tab and the
 * login page opens. A minute before, a dialog counts down with 继续使用. The walls do not time out: they are made to
 * run unattended, and a wall page counts as activity (useIdleKeepAlive).
 */
export function IdleTimeout() {
  const minutes = env.idleTimeoutMinutes;
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!minutes) return;
    const timeoutMs = minutes * 60_000;
    const onActivity = () => markActivity();
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
    markActivity(Date.now(), true);
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = Date.now();
      const last = lastActivity(now);
      const phase = idlePhase(last, now, timeoutMs);
      if (phase === 'expired') {
        setSecondsLeft(null);
        void useSession
          .getState()
          .logout()
          .then(() => {
            feedback.warning(MESSAGES.idleSignedOut, 5);
            navigate('/login', { replace: true });
          });
        return;
      }
      setSecondsLeft(phase === 'warning' ? Math.ceil((last + timeoutMs - now) / 1000) : null);
      timer = setTimeout(check, nextIdleCheck(last, now, timeoutMs));
    };
    check();
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [minutes, navigate]);

  if (secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning minutes={minutes} secondsLeft={secondsLeft} onContinue={() => markActivity(Date.now(), true)} />
    </Suspense>
  );
}

/** A wall page keeps the session from timing out (it is watched, not used). */
export function useIdleKeepAlive(): void {
  useEffect(() => {
    if (!env.idleTimeoutMinutes) return;
    markActivity(Date.now(), true);
    const timer = setInterval(() => markActivity(Date.now(), true), 30_000);
    return () => clearInterval(timer);
  }, []);
}

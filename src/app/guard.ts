import { redirect } from 'react-router';
import { MESSAGES } from '@/config/constants';
import { ApiError } from '@/api/errors';
import { decide } from '@/routes/navigation-rules';
import { snapshot } from '@/stores/guard-snapshot';
import { useSession, sessionErrorMessage } from '@/stores/session';
import { feedback } from '@/utils/feedback';

/** Root loader: runs on every navigation (shouldRevalidate: always). */
export async function guardLoader({ request }: { request: Request }): Promise<null> {
  const url = new URL(request.url);
  const target = { pathname: url.pathname, search: url.search };
  let decision = decide(target, snapshot());
  if (decision.type === 'load') {
    try {
      await useSession.getState().loadSession();
    } catch (error) {
      useSession.getState().resetToken();
      // A 401 was already announced by the wrapper: one toast, not two.
      if (!(error instanceof ApiError && error.notified)) feedback.error(sessionErrorMessage(error) || MESSAGES.hasError, 5);
      throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
    }
    decision = decide(target, snapshot());
  }
  if (decision.type === 'redirect') throw redirect(decision.to);
  return null;
}

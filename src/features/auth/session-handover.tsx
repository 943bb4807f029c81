import { useCallback, useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import type { Profile, TokenGrant } from '@/api/contract/auth';
import { useSession } from '@/stores/session';
import { readSession } from '@/utils/stored-session';

/** How a person is named in the question: 李主任（zone）. */
function personLabel(profile: Pick<Profile, 'login' | 'userName'>): string {
  return profile.userName ? `${profile.userName}（${profile.login}）` : profile.login;
}

/** The question before a sign-on or a launch replaces another signed-in user (docs/rules.md#session). */
function switchQuestion(current: string, next: string): string {
  return `当前已登录「${current}」，是否切换为「${next}」？`;
}

interface Question {
  current: string;
  next: string;
  answer: (switchUser: boolean) => void;
}

/**
 * Hands a session granted by a sign-on or a launch over to the browser (docs/rules.md#session): when another user is
 * signed in, asks 当前已登录「…」，是否切换为「…」？ first. Switching ends the other user's session (every tab follows);
 * keeping it ends the new one at the server. The same user signing on again keeps the session's id (the other tabs
 * stay as they are).
 */
export function useSessionHandover(): {
  dialog: ReactNode;
  handover: (grant: TokenGrant) => Promise<'opened' | 'kept'>;
} {
  const [question, setQuestion] = useState<Question | null>(null);

  const handover = useCallback(async (grant: TokenGrant): Promise<'opened' | 'kept'> => {
    const session = useSession.getState();
    const next = await session.whoIs(grant.access_token);
    if (!next) throw new Error('无法获取该账号的用户信息，请重新登录');
    const stored = readSession();
    const current = stored ? (session.user ?? (await session.whoIs())) : undefined;
    if (current && current.login === next.login) {
      await session.openSession(grant, { sid: stored?.sid, until: stored?.until });
      return 'opened';
    }
    if (current) {
      const switchUser = await new Promise<boolean>((answer) =>
        setQuestion({ current: personLabel(current), next: personLabel(next), answer }),
      );
      setQuestion(null);
      if (!switchUser) {
        await session.discardToken(grant.access_token);
        return 'kept';
      }
    }
    await session.openSession(grant, { replacing: !!stored });
    return 'opened';
  }, []);

  const dialog = question ? (
    <Modal
      open
      title="切换账号"
      okText="切换"
      cancelText="保持当前账号"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      onOk={() => question.answer(true)}
      onCancel={() => question.answer(false)}
    >
      <p>{switchQuestion(question.current, question.next)}</p>
    </Modal>
  ) : null;

  return { dialog, handover };
}

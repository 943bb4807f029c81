import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { DEMO_LOGINS, type DemoLogin } from '@/demo/accounts';
import { usePermission } from '@/stores/permission';
import { useSession } from '@/stores/session';
import { getToken } from '@/utils/cookies';
import { renderApp, waitForPath, screen } from '../helpers/render-app';
import { demoTokenLogin } from '@/demo/tokens';

const SITE = '学校阅读素养大数据平台';

/** Where each demo account lands after logging in, the page title there, and its sidebar sections. */
const EXPECTED: Record<DemoLogin, { landing: string; title: string; menu: string[] }> = {
  admin: {
    landing: '/dashboard',
    title: '首页',
    menu: ['首页', '我的班级', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '到馆数据', '排行榜', '学校数据', '目标'],
  },
  zone: { landing: '/dashboard', title: '首页', menu: ['首页', '图书馆数据', '阅读数据', '教学数据', '排行榜', '学校数据', '目标'] },
  library: {
    landing: '/dashboard',
    title: '首页',
    menu: ['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标'],
  },
  arrival: {
    landing: '/dashboard',
    title: '首页',
    menu: ['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '到馆数据', '排行榜', '目标'],
  },
  city: { landing: '/dataReport/index', title: '阅读数据', menu: ['阅读数据', '教学数据', '排行榜'] },
  teacher: { landing: '/myClass/index', title: '我的班级', menu: ['我的班级', '阅读数据', '教学数据', '排行榜'] },
  reader: { landing: '/dataReport/index', title: '阅读数据', menu: ['阅读数据', '排行榜'] },
};

async function logInThroughForm(username: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), '123456');
  await user.keyboard('{Enter}');
}

describe.each(DEMO_LOGINS.map((l) => [l]))('%s', (login) => {
  const expected = EXPECTED[login];

  test(`opening / and logging in lands on ${expected.landing}, titled and with its menu`, async () => {
    const { router } = renderApp('/');
    await waitForPath(router, '/login?redirect=/dashboard');
    await logInThroughForm(login);
    await waitForPath(router, expected.landing);
    await waitFor(() => expect(document.title).toBe(`${expected.title} - ${SITE}`));
    expect(demoTokenLogin(getToken())).toBe(login);
    expect(useSession.getState().login).toBe(login);
    expect(usePermission.getState().menu.map((m) => m.title)).toEqual(expected.menu);
  });

  test('logging in from the plain login page lands on the same page', async () => {
    const { router } = renderApp('/login');
    await logInThroughForm(login);
    await waitForPath(router, expected.landing);
    expect(usePermission.getState().menu.map((m) => m.title)).toEqual(expected.menu);
  });
});

describe('a signed-in account may open exactly its menu pages', () => {
  test.each([
    ['zone', '/schools/index', '/schools/index'],
    ['library', '/schools/index', '/401'],
    ['library', '/evaluatReport/index', '/evaluatReport/index'],
    ['teacher', '/teaching/index', '/teaching/index'],
    ['teacher', '/dashboard', '/myClass/index'],
    ['reader', '/dashboard', '/dataReport/index'],
    ['reader', '/teaching/index', '/401'],
    ['city', '/teaching/index', '/teaching/index'],
    ['city', '/schools/index', '/401'],
  ] as const)('%s → %s ends on %s', async (login, path, end) => {
    const { router } = renderApp(path, { as: login });
    await waitForPath(router, end);
  });
});

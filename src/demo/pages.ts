import { escapeHtml } from '@/utils/html';
import { demoAccounts, librariesUnder } from './accounts';
import { signDemoLaunch } from './launch';
import { WELL_KNOWN } from './org';
import { DEMO_SSO, issueDemoCode, issueDemoTicket } from './sso';

/**
 * The two pages the demo serves in place of other systems, so that sign-on and launch run without them:
 * - /auth/demo-idp/authorize (OAuth) and /auth/demo-idp/cas/login (CAS): the stand-in identity provider, which asks
 *   which demo account signs in and sends the browser back with a code or a ticket;
 * - /auth/demo-platform: the stand-in education platform, a page of launch links it has signed (fresh at every load),
 *   with a bare link beside them that the app refuses.
 * Served by the HTTP demo API (scripts/demo-api-server.mjs: its handlers answer /auth/, which nginx passes to the
 * backend) and, in the in-page demo, by src/main.tsx, which renders them instead of the app at those addresses.
 */

export const DEMO_PAGE_PATHS: readonly string[] = [DEMO_SSO.oauth.path, DEMO_SSO.cas.path, '/auth/demo-platform'];

export type DemoPage = { redirect: string } | { status: number; title: string; body: string };

const STYLE = `body{margin:0;font:15px/1.6 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:640px;margin:48px auto;padding:28px 32px;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 6px}p{margin:6px 0 14px;color:#4b5563}ul{list-style:none;padding:0;margin:0}
li{margin:8px 0}a.pick{display:block;padding:10px 14px;border:1px solid #cbd5e1;border-radius:8px;color:#0b4fa3;text-decoration:none}
a.pick:hover,a.pick:focus{border-color:#0b63ce;background:#f0f6ff}.who{color:#4b5563;margin-left:8px}.note{font-size:13px;color:#6b7280}
.bad{border-color:#e5a0a0;color:#a61b1b}`;

/** A whole HTML document of a demo page (the HTTP demo API's answer). */
export function demoPageDocument(page: { title: string; body: string }): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body>${page.body}</body></html>`;
}

/** Shows a demo page in the current document (the in-page demo). */
export function showDemoPage(page: { title: string; body: string }): void {
  document.title = page.title;
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  document.body.innerHTML = page.body;
}

const problemPage = (title: string, text: string): DemoPage => ({
  status: 400,
  title,
  body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
});

/** An absolute http(s) URL whose path is the app's /auth-redirect (the demo provider's registered callback). */
function callbackUrl(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === '/auth-redirect' ? url : undefined;
  } catch {
    return undefined;
  }
}

function accountList(url: URL, heading: string): DemoPage {
  const items = [...demoAccounts().values()].map((a) => {
    const next = new URL(url);
    next.searchParams.set('login', a.login);
    const who = [a.profile.userName, a.profile.libraryName ?? a.profile.organizationName].filter(Boolean).join(' · ');
    return `<li><a class="pick" href="${escapeHtml(next.pathname + next.search)}">${escapeHtml(a.login)}<span class="who">${escapeHtml(who)}</span></a></li>`;
  });
  return {
    status: 200,
    title: '演示统一身份认证',
    body: `<main><h1>演示统一身份认证</h1><p>${escapeHtml(heading)}</p><ul aria-label="演示账号">${items.join('')}</ul><p class="note">演示环境的身份提供方（代替区域教育平台的登录页）：选择账号即视为已在平台登录。</p></main>`,
  };
}

function authorize(url: URL, now: number): DemoPage {
  const p = url.searchParams;
  const redirect = callbackUrl(p.get('redirect_uri'));
  if (p.get('response_type') !== 'code' || p.get('client_id') !== DEMO_SSO.oauth.clientId || !redirect) {
    return problemPage('授权请求无效', 'response_type 须为 code，client_id 须为已登记的应用，redirect_uri 须为应用的 /auth-redirect。');
  }
  const login = p.get('login');
  if (!login) return accountList(url, `应用 ${DEMO_SSO.oauth.clientId} 请求以您的身份登录（scope：${p.get('scope') ?? ''}）。请选择账号：`);
  if (!demoAccounts().has(login)) return problemPage('账号不存在', login);
  const back = new URL(redirect);
  back.searchParams.set('code', issueDemoCode(login, DEMO_SSO.oauth.clientId, redirect.href, now));
  const state = p.get('state');
  if (state !== null) back.searchParams.set('state', state);
  return { redirect: back.href };
}

function casLogin(url: URL, now: number): DemoPage {
  const service = callbackUrl(url.searchParams.get('service'));
  if (!service) return problemPage('service 无效', 'service 须为应用的 /auth-redirect 地址。');
  const login = url.searchParams.get('login');
  if (!login) return accountList(url, '统一身份认证（CAS）：请选择账号。');
  if (!demoAccounts().has(login)) return problemPage('账号不存在', login);
  const back = new URL(service);
  back.searchParams.set('ticket', issueDemoTicket(login, service.href, now));
  return { redirect: back.href };
}

function platform(now: number): DemoPage {
  const schools = librariesUnder(WELL_KNOWN.zoneOrgId).slice(0, 3);
  const signed = schools.map((s) => {
    const campus = s.campuses[0];
    const query = signDemoLaunch({ lid: s.id, cid: campus?.id, name: campus?.name }, { now });
    return `<li><a class="pick" href="/?${escapeHtml(query.toString())}">${escapeHtml(s.name)}<span class="who">签名链接 · 5 分钟内有效 · 仅可使用一次</span></a></li>`;
  });
  const bare = schools[0] ? `/?lid=${schools[0].id}` : '/?lid=1';
  return {
    status: 200,
    title: '演示外部平台',
    body: `<main><h1>演示外部平台</h1><p>代替区域教育平台：平台以共享密钥签名跳转链接（lid、cid、name、ts、nonce、sig），后端校验签名后才建立会话。每次打开本页都会签发新链接。</p><ul aria-label="签名链接">${signed.join('')}</ul><p>没有签名的旧式链接会被拒绝（链接无效或已过期）：</p><ul aria-label="无签名链接"><li><a class="pick bad" href="${escapeHtml(bare)}">${escapeHtml(bare)}<span class="who">无签名</span></a></li></ul></main>`,
  };
}

/** The demo page at `url`: a page to show, or where to send the browser. */
export function demoPage(url: URL, now: number = Date.now()): DemoPage {
  if (url.pathname === DEMO_SSO.oauth.path) return authorize(url, now);
  if (url.pathname === DEMO_SSO.cas.path) return casLogin(url, now);
  return platform(now);
}

import { z } from 'zod';
import { env } from '@/config/env';
import { defineEndpoint, envelope } from '../define';
import { LIST_BOUNDS, list, serverText } from './common';

/** Auth and user calls: paths and shapes in docs/api.md, "Auth and user calls". */

/**
 * What every call that opens or renews a session answers (login, renewal, sign-on exchange, role switch): the access
 * token, its lifetime in seconds and the refresh token that renews it (docs/api.md, "Tokens").
 */
const tokenGrantSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive().nullish(),
  refresh_token: z.string().min(1).nullish(),
});
export type TokenGrant = z.infer<typeof tokenGrantSchema>;

export const loginEndpoint = defineEndpoint({
  id: 'auth.login',
  effect: 'session',
  public: true,
  method: 'POST',
  path: '/auth/login',
  encoding: 'json',
  envelope: false,
  sessionCall: true,
  summary: '账号密码登录，返回 access_token、有效期与 refresh_token',
  // rememberMe: 自动登录 (7 days); the backend may give the refresh token a longer life for it.
  request: z.object({ username: z.string().min(1), password: z.string().min(1), rememberMe: z.boolean().optional() }),
  response: tokenGrantSchema,
});

export const refreshEndpoint = defineEndpoint({
  id: 'auth.refresh',
  effect: 'session',
  public: true,
  method: 'POST',
  path: '/auth/refresh',
  encoding: 'json',
  envelope: false,
  sessionCall: true,
  summary: '以 refresh_token 续期：新的 access_token（及轮换后的 refresh_token）',
  request: z.object({ refresh_token: z.string().min(1) }),
  response: tokenGrantSchema,
});

export const logoutEndpoint = defineEndpoint({
  id: 'auth.logout',
  effect: 'session',
  method: 'POST',
  path: '/auth/logout',
  encoding: 'json',
  envelope: false,
  sessionCall: true,
  summary: '退出登录（服务端注销该会话及其 refresh_token）',
  request: z.object({}),
  response: z.unknown(),
});

export const ssoExchangeEndpoint = defineEndpoint({
  id: 'auth.sso.exchange',
  effect: 'session',
  public: true,
  method: 'POST',
  path: '/auth/sso/exchange',
  encoding: 'json',
  envelope: false,
  sessionCall: true,
  summary: '单点登录回调：以授权码（OAuth）或票据（CAS）换取本系统的令牌，客户端密钥只在后端',
  request: z
    .object({
      /** The provider's id (VITE_SSO_PROVIDERS). */
      provider: z.string().min(1).max(64),
      /** OAuth 2.0 / OIDC: the authorization code. */
      code: z.string().min(1).max(2048).optional(),
      /** CAS: the service ticket. */
      ticket: z.string().min(1).max(2048).optional(),
      /** The redirect_uri (OAuth) or service URL (CAS) exactly as sent to the provider: it must match there. */
      redirect_uri: z.string().min(1).max(2048),
    })
    .refine((v) => (v.code === undefined) !== (v.ticket === undefined), { message: 'code 与 ticket 须且只能有一个' }),
  response: tokenGrantSchema,
});

export const switchRoleEndpoint = defineEndpoint({
  id: 'auth.switchRole',
  effect: 'session',
  method: 'POST',
  path: '/auth/switch-role',
  encoding: 'json',
  envelope: false,
  summary: '管理员切换角色：后端签发该角色的令牌（仅 admin）',
  request: z.object({ role: z.string().min(1).max(32) }),
  response: tokenGrantSchema,
});

const profileSchema = z.object({
  login: serverText,
  authorities: list(serverText, LIST_BOUNDS.categories).nullish(),
  organizationId: z.number().nullish(),
  city: serverText.nullish(),
  library: z.object({ campusId: z.number().nullish(), name: serverText.nullish() }).nullish(),
  libraryName: serverText.nullish(),
  organizationName: serverText.nullish(),
  userName: serverText.nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileEndpoint = defineEndpoint({
  id: 'user.me',
  effect: 'read',
  method: 'GET',
  path: '/services/zone/api/organizations/me',
  encoding: 'query',
  envelope: false,
  summary: '当前账号的用户信息（权限、机构、学校）',
  request: z.object({}),
  // Empty bodies are allowed here so that the session can answer with its own message (docs/rules.md#messages).
  response: z.union([profileSchema, z.null(), z.literal('')]).optional(),
});

const librarySchema = z.object({ id: z.number(), name: serverText }).loose();
export type Library = z.infer<typeof librarySchema>;

export const librariesEndpoint = defineEndpoint({
  id: 'user.libraries',
  effect: 'read',
  method: 'GET',
  path: '/services/zone/api/organizations/libraries',
  encoding: 'query',
  envelope: false,
  summary: '区域账号下属学校图书馆列表',
  request: z.object({ 'parentId.equals': z.number(), size: z.number() }),
  response: list(librarySchema, LIST_BOUNDS.schools),
});

export const campusIdEndpoint = defineEndpoint({
  id: 'user.campusId',
  effect: 'read',
  method: 'GET',
  path: '/services/uaa/api/libraries/get-campus-id',
  encoding: 'query',
  envelope: true,
  summary: '学校图书馆的校区列表',
  request: z.object({ libraryId: z.number().optional() }),
  response: envelope(list(z.object({ campusId: z.number(), name: serverText }), LIST_BOUNDS.schools)),
});

export const userTokenEndpoint = defineEndpoint({
  id: 'readingbook.getUserToken',
  effect: 'session',
  public: true,
  method: 'POST',
  path: `/services/${env.readingbookProduct}readingbook/api/user/getUserToken`,
  encoding: 'json',
  // Judged by the session itself: code '200' or the server msg (docs/rules.md#messages).
  envelope: false,
  sessionCall: true,
  summary: '外部平台跳转登录：校验平台签名（ts、nonce、sig）后以 lid/cid 换取登录凭证',
  request: z.object({
    lid: z.number().optional(),
    cid: z.number().optional(),
    name: z.string().max(64).optional(),
    ts: z.number().int().positive(),
    nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  response: z.object({
    code: z.union([z.string(), z.number()]).transform(String),
    data: z.string().nullish(),
    msg: z.string().nullish(),
    expires_in: z.number().positive().nullish(),
    refresh_token: z.string().min(1).nullish(),
  }),
});

export const initialDataEndpoint = defineEndpoint({
  id: 'base.queryInitialData',
  effect: 'read',
  method: 'POST',
  path: '/app-sy-statistics/api/base/queryInitialData',
  encoding: 'form',
  envelope: true,
  summary: '初始数据：区域类型、区域地址、当前学期',
  request: z.object({}),
  response: envelope(
    z.object({
      regionType: serverText.nullish(),
      addr: serverText.nullish(),
      semesterId: z.number().nullish(),
    }),
  ),
});

export const roleTypeEndpoint = defineEndpoint({
  id: 'base.queryRoleType',
  effect: 'read',
  method: 'POST',
  path: '/app-sy-statistics/api/base/queryRoleType',
  encoding: 'form',
  envelope: true,
  summary: '角色类型（CITY / DISTRICT / SCHOOL）',
  request: z.object({}),
  response: envelope(z.object({ userType: z.string() })),
});

export const lesseeIdEndpoint = defineEndpoint({
  id: 'base.queryLesseeId',
  effect: 'read',
  method: 'POST',
  path: '/app-sy-statistics/api/base/queryLesseeId',
  encoding: 'form',
  envelope: true,
  summary: '租户 id',
  request: z.object({}),
  response: envelope(z.union([z.string(), z.number()]).nullable()),
});

const schoolYearSchema = z.object({ id: z.number(), name: serverText });

export const schoolYearEndpoint = defineEndpoint({
  id: 'pub.querySchoolYear',
  effect: 'read',
  method: 'POST',
  path: '/services/staticreadingdata/api/pub/querySchoolYear',
  encoding: 'json',
  envelope: true,
  summary: '学年列表（data.data），最新在前',
  request: z.object({ libraryId: z.number().optional() }),
  response: envelope(z.object({ data: list(schoolYearSchema, LIST_BOUNDS.calendar), current: z.number().nullish() })),
});

export const semesterYearEndpoint = defineEndpoint({
  id: 'campusContrast.querySemesterYear',
  effect: 'read',
  method: 'POST',
  path: '/services/staticreadingdata/api/campusContrast/querySemesterYear',
  encoding: 'json',
  envelope: true,
  summary: '学期列表，可按学年过滤',
  request: z.object({ yearId: z.number().optional() }),
  response: envelope(
    list(z.object({ id: z.number(), name: serverText, yearId: z.number(), start: serverText, end: serverText }), LIST_BOUNDS.calendar),
  ),
});

export const AUTH_ENDPOINTS = [
  loginEndpoint,
  refreshEndpoint,
  logoutEndpoint,
  ssoExchangeEndpoint,
  switchRoleEndpoint,
  profileEndpoint,
  librariesEndpoint,
  campusIdEndpoint,
  userTokenEndpoint,
  initialDataEndpoint,
  roleTypeEndpoint,
  lesseeIdEndpoint,
  schoolYearEndpoint,
  semesterYearEndpoint,
] as const;

import { z } from 'zod';
import { env } from '@/config/env';
import { defineEndpoint, envelope } from '../define';
import { LIST_BOUNDS, list, serverText } from './common';

/** Auth and user calls: paths and shapes in docs/api.md, "Auth and user calls". */

export const loginEndpoint = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/auth/login',
  encoding: 'json',
  envelope: false,
  write: true,
  summary: '账号密码登录，返回 access_token',
  request: z.object({ username: z.string().min(1), password: z.string().min(1) }),
  response: z.object({
    access_token: z.string().min(1),
    token_type: z.string().optional(),
    expires_in: z.number().optional(),
    refresh_token: z.string().optional(),
  }),
});

export const logoutEndpoint = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/auth/logout',
  encoding: 'json',
  envelope: false,
  write: true,
  summary: '退出登录',
  request: z.object({}),
  response: z.unknown(),
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
  method: 'POST',
  path: `/services/${env.readingbookProduct}readingbook/api/user/getUserToken`,
  encoding: 'json',
  // Judged by the session itself: code '200' or the server msg (docs/rules.md#messages).
  envelope: false,
  summary: '外部平台跳转登录：以 lid/cid 换取登录凭证',
  request: z.object({ lid: z.number().optional(), cid: z.number().optional() }),
  response: z.object({
    code: z.union([z.string(), z.number()]).transform(String),
    data: z.string().nullish(),
    msg: z.string().nullish(),
  }),
});

export const initialDataEndpoint = defineEndpoint({
  id: 'base.queryInitialData',
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
  logoutEndpoint,
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

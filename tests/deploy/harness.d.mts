export declare const TEMPLATE: string;
export declare const INSTALL_HINT: string;
export declare function deployPorts(env?: NodeJS.ProcessEnv): { nginx: number; api: number; stub: number };
export declare const TEST_REPORT_URL: string;
export declare const TEST_LOGIN_LIMIT: { rate: string; burst: number };
export declare function findNginx(env?: NodeJS.ProcessEnv): string;
export declare function renderTemplate(text: string, vars: Record<string, string>): string;
export declare function startDeployment(options?: { dist?: string; ports?: { nginx: number; api: number; stub: number } }): Promise<{
  baseURL: string;
  apiURL: string;
  stubURL: string;
  dir: string;
  stop: () => Promise<void>;
}>;

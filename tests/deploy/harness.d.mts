export declare const TEMPLATE: string;
export declare const INSTALL_HINT: string;
export declare function deployPorts(env?: NodeJS.ProcessEnv): { nginx: number; api: number };
export declare function findNginx(env?: NodeJS.ProcessEnv): string;
export declare function renderTemplate(text: string, vars: Record<string, string>): string;
export declare function startDeployment(options?: { dist?: string; ports?: { nginx: number; api: number } }): Promise<{
  baseURL: string;
  apiURL: string;
  dir: string;
  stop: () => Promise<void>;
}>;

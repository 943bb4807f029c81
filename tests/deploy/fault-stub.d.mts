export declare const REPORT_PATH: string;
export declare const HOSTILE_NAMES: readonly string[];
export declare const HOSTILE_SCOPE: string;
export declare function startStub(options: {
  port: number;
  target: string;
  host?: string;
}): Promise<{ url: string; stop: () => Promise<void> }>;

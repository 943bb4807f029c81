export declare const DEBIAN_CHROMIUM: string;
export declare const INSTALL_HINT: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string;

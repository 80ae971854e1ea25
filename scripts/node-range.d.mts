export declare const nodeRange: () => string;
export declare const unsupportedNodeMessage: (version: string, range: string) => string | undefined;
export declare const packagesOutsideRange: (
  lock: { packages: Record<string, { version?: string; engines?: { node?: string } }> },
  range: string,
) => string[];
export declare const readLock: () => {
  packages: Record<string, { version?: string; engines?: { node?: string } }>;
};

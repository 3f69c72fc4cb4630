export declare const DEFAULT_CHROMIUM_PATH: string;
export interface MachineFacts {
  chromiumPath: string;
  chromiumPathFromEnv: boolean;
  chromiumPresent: boolean;
  javaPresent: boolean;
  isRoot: boolean;
  aptAvailable: boolean;
}
export type PrerequisiteDecision =
  | { action: "run" }
  | { action: "install"; packages: string[]; message: string }
  | { action: "stop"; packages: string[]; command: string; message: string };
export function decidePrerequisites(facts: MachineFacts): PrerequisiteDecision;
export function machineFacts(env?: NodeJS.ProcessEnv): MachineFacts;
export function installMissing(packages: string[]): boolean;

// Types of test-steps.mjs for the TypeScript that imports it (its test).
export interface Step {
  label: string;
  seconds: number;
  outcome: "passed" | "failed" | "skipped";
  note?: string;
}

export function stepSummary(steps: Step[], elapsed?: number): string;

export function createSteps(options?: { epilogue?: () => string }): {
  run(label: string, command: string, args: string[], env?: Record<string, string>): Promise<void>;
  runTogether(
    commands: { label: string; command: string; args: string[]; env?: Record<string, string> }[],
  ): Promise<void>;
  begin<T>(label: string, work: () => Promise<T>): { ready(): Promise<T> };
  skip(label: string, note: string): void;
  done(): never;
  fail(): never;
};

import module from "node:module";

/** The part of Node's in-thread module hooks (module.registerHooks, Node 22.15+ and 23.5+) used here. */
interface ResolveHooks {
  registerHooks(hooks: {
    resolve(
      specifier: string,
      context: { conditions: string[] },
      next: (specifier: string, context: { conditions: string[] }) => unknown,
    ): unknown;
  }): void;
}

/** Typed by hand: the @types/node in use predates registerHooks. */
function hasResolveHooks(value: object): value is ResolveHooks {
  return typeof (value as Partial<ResolveHooks>).registerHooks === "function";
}

/** Whether this Node has in-thread module hooks (module.registerHooks). */
export function hasInThreadModuleHooks(): boolean {
  return hasResolveHooks(module);
}

/**
 * Makes every `import` of drizzle-orm in this thread load drizzle's CommonJS build instead of its ES modules (decision
 * 203). Linking drizzle's ES modules (about a hundred files re-exporting one another with `export *` in cycles) costs
 * V8 12 and 13 a transient heap of 90-220 MB (Node 20: 8 MB; the CommonJS build: 12 MB on Node 24) and about a second
 * per thread, in every HTTP worker, process or thread, as it starts. One build for every importer, so drizzle's classes
 * are one set.
 *
 * Must run before any module importing drizzle-orm is linked: the entry files call it, then import the rest
 * dynamically. Older Node, without these hooks, does not have the cost and is left as it is.
 */
export function loadDrizzleAsCommonJs(): void {
  if (!hasResolveHooks(module)) return;
  module.registerHooks({
    resolve(specifier, context, next) {
      if (specifier !== "drizzle-orm" && !specifier.startsWith("drizzle-orm/")) return next(specifier, context);
      return next(specifier, { ...context, conditions: ["require", "node", "default"] });
    },
  });
}

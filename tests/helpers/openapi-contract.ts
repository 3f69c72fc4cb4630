import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * Checks answers of the API against its own OpenAPI 3.1 document (docs/decisions/094): the status must be one the
 * operation declares, the content type one that status declares, and a JSON body must match the declared schema,
 * compiled by Ajv as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). A JSON body the server accepted (2xx) must
 * match the declared request body too, and its path and query parameters the declared parameters (no undeclared
 * query parameter, each value of the declared schema), so that the document is never stricter than the server. Records which operations were called with
 * valid input (a 2xx) and with invalid input (a 4xx), so that a test can require every operation to have both.
 */

type Json = Record<string, any>;
export interface ContractCall {
  status: number;
  body: any;
  headers: Headers;
}
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | string[]>;
  /** A JSON body (sent as application/json), or FormData, or a string sent with the given content-type header. */
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
}

interface Operation {
  method: string;
  path: string;
  definition: Json;
}

type Fetcher = (path: string, init: RequestInit) => Response | Promise<Response>;

const OPENAPI_ONLY_KEYWORDS = ["example", "discriminator", "xml", "externalDocs"];

export class ContractChecker {
  readonly operations = new Map<string, Operation>();
  private readonly ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    keywords: OPENAPI_ONLY_KEYWORDS,
  });
  /** Path and query values arrive as text: this one reads "5" as the integer a parameter schema declares. */
  private readonly parameterAjv = new Ajv2020({ strict: false, coerceTypes: "array", keywords: OPENAPI_ONLY_KEYWORDS });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly outcomes = new Map<string, Set<"valid" | "invalid">>();

  constructor(
    readonly document: Json,
    private readonly fetcher: Fetcher,
  ) {
    addFormats.default(this.ajv);
    addFormats.default(this.parameterAjv);
    this.parameterAjv.addSchema({ $id: "openapi-components", $defs: rewriteRefs(document.components?.schemas ?? {}) });
    // Schema references point into the document; the components are added under an id of their own.
    this.ajv.addSchema({ $id: "openapi-components", $defs: rewriteRefs(document.components?.schemas ?? {}) });
    for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
      for (const [method, definition] of Object.entries<Json>(item)) {
        this.operations.set(definition.operationId, { method: method.toUpperCase(), path, definition });
      }
    }
  }

  /** Calls an operation by its operationId and checks the answer against the document; fails with the reason. */
  async call(operationId: string, input: CallInput = {}): Promise<ContractCall> {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`The document has no operation ${operationId}`);
    const url = this.urlFor(operation, input);
    const headers: Record<string, string> = { ...input.headers };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    let body: BodyInit | undefined;
    if (input.body instanceof FormData || typeof input.body === "string") body = input.body;
    else if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await this.fetcher(url, { method: operation.method, headers, body });
    const text = await response.text();
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0].trim();
    let parsed: unknown = text;
    if (contentType.endsWith("json")) parsed = JSON.parse(text);
    this.check(operationId, operation, response.status, contentType, parsed, `${operation.method} ${url}`);
    if (response.status < 300)
      this.checkAcceptedParameters(operationId, operation, input, `${operation.method} ${url}`);
    if (response.status < 300 && body !== undefined && headers["content-type"] === "application/json") {
      this.checkAccepted(operationId, operation, input.body, `${operation.method} ${url}`);
    }
    const kind = response.status < 300 ? "valid" : response.status < 500 ? "invalid" : undefined;
    if (kind) this.outcome(operationId).add(kind);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Operations not yet called with valid input (a 2xx answer) or with invalid input (a 4xx answer). */
  missing(): { valid: string[]; invalid: string[] } {
    const ids = [...this.operations.keys()];
    return {
      valid: ids.filter((id) => !this.outcomes.get(id)?.has("valid")),
      invalid: ids.filter((id) => !this.outcomes.get(id)?.has("invalid")),
    };
  }

  private outcome(operationId: string): Set<"valid" | "invalid"> {
    let set = this.outcomes.get(operationId);
    if (!set) this.outcomes.set(operationId, (set = new Set()));
    return set;
  }

  private urlFor(operation: Operation, input: CallInput): string {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = input.params?.[name];
      if (value === undefined)
        throw new Error(`${operation.definition.operationId}: no value for path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(input.query ?? {})) {
      for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
    }
    const query = search.size ? `?${search}` : "";
    return `/api${path}${query}`;
  }

  private check(
    operationId: string,
    operation: Operation,
    status: number,
    contentType: string,
    body: unknown,
    call: string,
  ): void {
    const declared = operation.definition.responses ?? {};
    const response = this.resolve(declared[String(status)] ?? declared[`${String(status)[0]}XX`] ?? declared.default);
    const where = `${call} (${operationId}) answered ${status}`;
    if (!response)
      throw new Error(
        `${where}, which the document does not declare (declared: ${Object.keys(declared).join(", ")}). Body: ${JSON.stringify(body).slice(0, 300)}`,
      );
    const content: Json = response.content ?? {};
    if (Object.keys(content).length === 0) return;
    const media = content[contentType];
    if (!media)
      throw new Error(`${where} with content type '${contentType}', not one of ${Object.keys(content).join(", ")}`);
    if (!contentType.endsWith("json") || !media.schema) return;
    const validate = this.validatorFor(`${operationId} ${status} ${contentType}`, media.schema);
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || "(body)"} ${error.message}`);
      throw new Error(
        `${where}; its body does not match the declared schema: ${problems.join("; ")}. Body: ${JSON.stringify(body).slice(0, 400)}`,
      );
    }
  }

  private checkAccepted(operationId: string, operation: Operation, body: unknown, call: string): void {
    const schema = operation.definition.requestBody?.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`${call} (${operationId}) took a JSON body that the document does not declare`);
    const validate = this.validatorFor(`${operationId} request`, schema);
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || "(body)"} ${error.message}`);
      throw new Error(
        `${call} (${operationId}) accepted a body that its declared request schema refuses: ${problems.join("; ")}`,
      );
    }
  }

  private checkAcceptedParameters(operationId: string, operation: Operation, input: CallInput, call: string): void {
    const declared: Json[] = (operation.definition.parameters ?? []).filter(
      (parameter: Json) => parameter.in === "query" || parameter.in === "path",
    );
    const problems: string[] = [];
    for (const name of Object.keys(input.query ?? {})) {
      if (!declared.some((parameter) => parameter.in === "query" && parameter.name === name))
        problems.push(`query parameter ${name} is not declared`);
    }
    for (const parameter of declared) {
      const value = parameter.in === "path" ? input.params?.[parameter.name] : input.query?.[parameter.name];
      if (value === undefined || !parameter.schema) continue;
      const validate = this.parameterValidatorFor(`${operationId} ${parameter.in} ${parameter.name}`, parameter.schema);
      // Ajv coerces inside an object, so the value is checked as the one property of one.
      if (!validate({ value: Array.isArray(value) ? [...value] : String(value) })) {
        problems.push(
          `${parameter.in} parameter ${parameter.name}=${JSON.stringify(value)} ${validate.errors?.[0]?.message ?? "is refused"}`,
        );
      }
    }
    if (problems.length)
      throw new Error(`${call} (${operationId}) accepted parameters that its document refuses: ${problems.join("; ")}`);
  }

  private parameterValidatorFor(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.parameterAjv.compile({ type: "object", properties: { value: rewriteRefs(schema) } });
      this.validators.set(key, validate);
    }
    return validate;
  }

  private validatorFor(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rewriteRefs(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }

  private resolve(response: Json | undefined): Json | undefined {
    const ref = response?.$ref as string | undefined;
    if (!ref) return response;
    const name = ref.replace("#/components/responses/", "");
    return this.document.components?.responses?.[name];
  }
}

/** `#/components/schemas/X` becomes a reference into the components schema added to Ajv. */
function rewriteRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi-components#/$defs/'));
}

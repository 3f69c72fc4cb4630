import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { jsonBody } from "../json-body";
import { errorBody, json, tooManyRequests } from "../shared-schemas";

const message = z.object({ message: z.string() });
const token = z.string().max(200).describe("The token from the link in the e-mail");

export const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/subscriptions",
  operationId: "subscribeNewsletter",
  security: [],
  tags: ["Newsletter"],
  summary: "Sign up for the newsletter (double opt-in: a confirmation link is e-mailed)",
  description:
    "The answer is the same whether or not the address is already subscribed. Limited per client address; Retry-After on 429.",
  middleware: [jsonBody] as const,
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ email: z.string().max(1000).describe("The address to subscribe") }) },
      },
    },
  },
  responses: {
    202: json(message, "Accepted: a confirmation link is on its way if the address can receive one"),
    400: json(errorBody, "Not a valid e-mail address"),
    415: json(errorBody, "Body is not JSON"),
    429: tooManyRequests,
  },
});

export const confirmRoute = createRoute({
  method: "post",
  path: "/newsletter/confirmations",
  operationId: "confirmNewsletter",
  security: [],
  tags: ["Newsletter"],
  summary: "Confirm a subscription with the token from the confirmation e-mail",
  middleware: [jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: z.object({ token }) } } } },
  responses: {
    200: json(message.extend({ status: z.literal("confirmed") }), "Confirmed (again, if it already was)"),
    400: json(errorBody, "Unknown or expired token"),
    415: json(errorBody, "Body is not JSON"),
  },
});

export const unsubscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/unsubscribe",
  operationId: "unsubscribeNewsletter",
  security: [],
  tags: ["Newsletter"],
  summary: "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post target)",
  description:
    "Mail clients POST `List-Unsubscribe=One-Click` to the URL in the List-Unsubscribe header; the token is in the query string. No body is required.",
  request: { query: z.object({ token }) },
  responses: {
    200: json(message.extend({ status: z.literal("unsubscribed") }), "Unsubscribed"),
    400: json(errorBody, "Unknown token"),
  },
});

import { isRouteErrorResponse } from "react-router";

export const NETWORK_ERROR = "Unable to connect to the server. Please check your internet connection.";
export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again later.";

/**
 * Wraps a route's server action in the browser: redirects pass through; a
 * failed connection or a crashed server becomes a message on the form instead
 * of an error page (SPEC §8).
 */
export async function withConnectionErrors<T>(
  serverAction: () => Promise<T>,
  messages: { network?: string; unexpected?: string } = {},
) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    return {
      formError:
        offline || error instanceof TypeError
          ? (messages.network ?? NETWORK_ERROR)
          : (messages.unexpected ?? UNEXPECTED_ERROR),
    };
  }
}

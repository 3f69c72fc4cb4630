import { useEffect, useRef } from "react";

export const GOOGLE_CLIENT_SCRIPT = "https://accounts.google.com/gsi/client";
export const GOOGLE_MESSAGES = {
  failed: "Failed to authenticate with Google. Please try again.",
  rejected: "Google authentication failed. Please try again.",
  init: "Failed to initialize Google Sign-In. Please try again.",
} as const;

/** SPEC §9 button defaults; width is kept between 200 and 400. */
export interface GoogleButtonOptions {
  type?: "standard" | "icon";
  size?: "large" | "medium" | "small";
  text?: "signin_with" | "signup_with" | "continue_with" | "signin";
  shape?: "rectangular" | "pill" | "circle" | "square";
  theme?: "outline" | "filled_blue" | "filled_black";
  logo_alignment?: "left" | "center";
  width?: number;
}
export const GOOGLE_BUTTON_DEFAULTS: Required<Omit<GoogleButtonOptions, "width">> = {
  type: "icon",
  size: "medium",
  text: "signin_with",
  shape: "rectangular",
  theme: "outline",
  logo_alignment: "left",
};

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: Record<string, unknown>): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
      prompt(): void;
      cancel?(): void;
    };
  };
}

declare global {
  interface Window {
    /** Set by Google's client script once it has loaded; absent before (and when it is blocked). */
    google?: GoogleIdentity;
  }
}

function loadScript(nonce: string): Promise<void> {
  const existing = document.getElementById("google-gsi-client") as HTMLScriptElement | null;
  if (window.google?.accounts?.id) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error("the Google client did not load")), { once: true });
    if (!existing) {
      script.id = "google-gsi-client";
      script.src = GOOGLE_CLIENT_SCRIPT;
      script.async = true;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    }
  });
}

/**
 * Google's sign-in button and one-tap prompt (shown only when a client id is
 * configured). Google hands us an ID token; the server verifies it.
 */
export function GoogleSignIn({
  clientId,
  nonce,
  onCredential,
  onError,
  options,
}: {
  clientId: string;
  nonce: string;
  onCredential: (credential: string) => void;
  onError: (message: string) => void;
  options?: GoogleButtonOptions;
}) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  useEffect(() => {
    handlers.current = { onCredential, onError };
  });
  const settings = { ...GOOGLE_BUTTON_DEFAULTS, ...options };
  const width = Math.min(400, Math.max(200, options?.width ?? 240));
  const optionsKey = JSON.stringify(settings);

  useEffect(() => {
    let cancelled = false;
    loadScript(nonce)
      .then(() => {
        if (cancelled || !container.current) return;
        const google = window.google;
        if (!google?.accounts?.id) throw new Error("no google.accounts.id");
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response: { credential?: string }) => {
            if (response?.credential) handlers.current.onCredential(response.credential);
            else handlers.current.onError(GOOGLE_MESSAGES.failed);
          },
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
        });
        google.accounts.id.renderButton(container.current, { ...JSON.parse(optionsKey), width });
        google.accounts.id.prompt();
      })
      .catch((error: unknown) => {
        console.error("Google Sign-In", error);
        if (!cancelled) handlers.current.onError(GOOGLE_MESSAGES.init);
      });
    return () => {
      cancelled = true;
      window.google?.accounts?.id?.cancel?.();
    };
  }, [clientId, nonce, optionsKey, width]);

  return <div ref={container} className="flex min-h-10 justify-center" data-testid="google-sign-in" />;
}

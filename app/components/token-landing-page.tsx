import type { ReactNode } from "react";
import { AlertLinkPage } from "./alerts/alert-link-page";

interface Said {
  title: string;
  body: ReactNode;
}

/** What a one-time link's page says at each step, in its route's words. */
export interface TokenLandingTexts<Target, Done> {
  /** Before the click: what the button will do to the link's target. */
  confirm: (target: Target) => Said & { button: string };
  /** After it: what was done. */
  done: (done: Done) => Said;
  /** A link whose work is already done when it is opened (reminders already off): said as done, without a button. */
  alreadyDone?: (target: Target) => Said | null;
  /** A link that does not work (unknown, used, or its target gone), under 'This link does not work'. */
  invalid: ReactNode;
}

/**
 * The page a one-time link in mail opens (the still-hiring confirmation, the reminder stop): it names what the link
 * would do and one button (a POST) does it, then says it is done; a link that does not work says so and what to do.
 */
export function TokenLandingPage<Target, Done>({
  token,
  target,
  done,
  texts,
}: {
  token: string;
  target: Target | null;
  done: Done | null | undefined;
  texts: TokenLandingTexts<Target, Done>;
}) {
  // Done first: once used, the link's target is gone (a kept job's reminder token is spent), and that is no failure.
  const said = done ? texts.done(done) : target && done !== null ? texts.alreadyDone?.(target) : null;
  if (said) {
    return (
      <AlertLinkPage title={said.title} tone="success">
        {said.body}
      </AlertLinkPage>
    );
  }
  if (!target || done === null) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        {texts.invalid}
      </AlertLinkPage>
    );
  }
  const confirm = texts.confirm(target);
  return (
    <AlertLinkPage title={confirm.title} token={token} button={confirm.button}>
      <p>{confirm.body}</p>
    </AlertLinkPage>
  );
}

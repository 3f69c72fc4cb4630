import { useEffect, useState } from "react";

const SAVED_USERNAME_KEY = "savedUsername";

/**
 * Login's "Remember me": the username is kept on this device only
 * (localStorage), filled in on the next visit, and forgotten when the box is
 * left unticked at the next login. Returns the box's state and what to do on
 * submit.
 */
export function useRememberedUsername(
  formId: string,
  username: string,
  setValues: (
    update: (values: { username: string; password: string }) => { username: string; password: string },
  ) => void,
) {
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    const saved = window.localStorage.getItem(SAVED_USERNAME_KEY);
    // A box ticked on a slow connection before the scripts ran is in the DOM, not in state yet.
    const loginForm = document.getElementById(formId);
    const box = loginForm instanceof HTMLFormElement ? loginForm.elements.namedItem("remember") : null;
    const tickedBeforeHydration = box instanceof HTMLInputElement && box.checked;
    // Reading this device's storage and the pre-hydration DOM can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved || tickedBeforeHydration) setRemember(true);
    if (saved) setValues((values) => (values.username ? values : { ...values, username: saved }));
  }, [formId, setValues]);

  const rememberOnSubmit = () => {
    if (remember) window.localStorage.setItem(SAVED_USERNAME_KEY, username.trim());
    else window.localStorage.removeItem(SAVED_USERNAME_KEY);
  };

  return { remember, setRemember, rememberOnSubmit };
}

/**
 * What the play feature gets from the rest of the site through the app layer (features do not import each other):
 * how to open the login-required confirm.
 */
let askLogin: () => void = () => {};

export function setAskLogin(handler: () => void): void {
  askLogin = handler;
}

export function getAskLogin(): () => void {
  return () => askLogin();
}

/**
 * Links from the site into the app that open its login dialog at a step (the
 * app reads `?auth=` once the session is known; a signed-in account is not
 * asked again). The site has no app code, so a link is all it can give.
 */
export const signInPath = '/?auth=sign-in';
export const signUpPath = '/?auth=sign-up';

/** Application id sent with auth calls (spec §9). */
export const APP_ID = 52000;

/** Default local port of the whole product. */
export const DEFAULT_PORT = 3000;

/** localStorage key of the session token (guest or user). */
const AUTH_TOKEN_KEY = 'talkreel.token';

export function findAuthToken(): string | undefined {
  return localStorage.getItem(AUTH_TOKEN_KEY) ?? undefined;
}

export function saveAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function removeAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
}

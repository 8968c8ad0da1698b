import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  nickname: string;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuer: string;
}

/**
 * Verifies Google ID tokens: RS256 signature against the provider's JWKS
 * (fetched and cached by jose), audience = our client id, issuer, expiry.
 */
export function createGoogleIdTokenVerifier(options: GoogleVerifierOptions): (idToken: string) => Promise<VerifiedIdentity> {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl));
  // Google writes its issuer with and without the scheme.
  const issuers = [options.issuer, options.issuer.replace(/^https:\/\//, '')];
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, keys, { audience: options.clientId, issuer: issuers, algorithms: ['RS256'] });
    if (!payload.sub) throw new Error('The ID token has no subject');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    const name = typeof payload.name === 'string' ? payload.name : (email?.split('@')[0] ?? 'Google user');
    return { subject: payload.sub, email, isEmailVerified: payload.email_verified === true, nickname: name };
  };
}

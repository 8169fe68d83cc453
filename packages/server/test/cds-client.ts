import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { RecommendationRequest } from '@balancer/contract';
import { ageGroupOf, ageOn } from '@balancer/domain';
import { startTestServer } from './test-server';

/**
 * A stand-in EHR for the CDS Hooks tests: real RS384 and ES384 key pairs generated here, their public
 * halves served as a JWKS over HTTP, and JWTs signed the way the CDS Hooks security model asks.
 */
export async function startEhr(iss = 'https://ehr.example.test') {
  const rs = await generateKeyPair('RS384', { extractable: true });
  const es = await generateKeyPair('ES384', { extractable: true });
  const stranger = await generateKeyPair('RS384', { extractable: true });
  const jwk = async (k: CryptoKey, kid: string, alg: string): Promise<JWK> => ({ ...(await exportJWK(k)), kid, alg, use: 'sig' });
  const keys = [await jwk(rs.publicKey, 'rs-1', 'RS384'), await jwk(es.publicKey, 'es-1', 'ES384')];
  let jwksRequests = 0;
  const server = await listen((req, res) => {
    jwksRequests++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys }));
  });
  const private_ = {
    rs: { key: rs.privateKey, kid: 'rs-1', alg: 'RS384' },
    es: { key: es.privateKey, kid: 'es-1', alg: 'ES384' },
    stranger: { key: stranger.privateKey, kid: 'rs-1', alg: 'RS384' },
  };

  return {
    iss,
    jwksUrl: `${server.url}/.well-known/jwks.json`,
    get jwksRequests() {
      return jwksRequests;
    },
    /** A token for `aud`; `with` picks the key ("stranger" signs with a key the JWKS does not hold). */
    async token(
      aud: string,
      opts: { with?: keyof typeof private_; claims?: Record<string, unknown>; iss?: string; expiresIn?: string } = {},
    ) {
      const k = private_[opts.with ?? 'rs'];
      // One clock reading for both: jose reads the clock again for a relative expiry, and a second ticking
      // between the two made a five-minute token live 301 s, which the server rightly refuses.
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...opts.claims })
        .setProtectedHeader({ alg: k.alg, kid: k.kid, typ: 'JWT', jku: `${server.url}/.well-known/jwks.json` })
        .setIssuer(opts.iss ?? iss)
        .setSubject('example-ehr-client')
        .setAudience(aud)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds(opts.expiresIn ?? '5m'))
        .setJti(randomUUID())
        .sign(k.key);
    },
    close: server.close,
  };
}

/** "5m", "1h", "-10m" as seconds. */
function lifetimeSeconds(span: string): number {
  const m = /^(-?\d+)([smhd])$/.exec(span);
  if (!m) throw new Error(`expiresIn ${span}: expected a number and one of s, m, h, d`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
}

export type Ehr = Awaited<ReturnType<typeof startEhr>>;

/** A stand-in EHR and the real server configured to trust it; `close` stops both. */
export async function startCdsServer() {
  const ehr = await startEhr();
  const server = await startTestServer({ cdsHooksClients: [{ iss: ehr.iss, jwksUrl: ehr.jwksUrl }] });
  return { ehr, server, close: () => Promise.all([server.close(), ehr.close()]) };
}

/** A minimal FHIR server: answers searches from a handler and records each request's URL and auth. */
export async function startFhirServer(answer: (url: URL) => unknown | Promise<unknown>) {
  const seen: { url: string; authorization: string | undefined }[] = [];
  const server = await listen(async (req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const body = await answer(new URL(req.url ?? '/', 'http://fhir.local'));
    if (body === undefined) {
      res.statusCode = 500;
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/fhir+json');
    res.end(JSON.stringify(body));
  });
  return { url: `${server.url}/fhir`, seen, close: server.close };
}

async function listen(handler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void | Promise<void>) {
  const server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sex and age group as a clinician reads them off the record's Patient. */
export function whoOf(record: Record<string, unknown>[]): Partial<RecommendationRequest> {
  const p = record.find((r) => r.resourceType === 'Patient');
  if (!p) return {};
  const age = ageOn(p.birthDate as string, new Date());
  const sex = p.gender === 'female' || p.gender === 'male' ? p.gender : undefined;
  return { ...(sex && { sex }), ...(age !== undefined && { ageGroup: ageGroupOf(age) }) };
}

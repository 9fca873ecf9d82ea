/**
 * A push service of the tests' own (RFC 8030's receiving side) on loopback HTTPS, with a
 * certificate made for the run. It checks each request's VAPID Authorization (RFC 8292: an ES256
 * JWT for this origin, signed by the key in `k`), decrypts the body with the subscription's private
 * key and auth secret (RFC 8291, aes128gcm, through http_ece) and records what arrived. A
 * subscription can be told to answer with statuses first (410, 429, 503...) to exercise the sender.
 *
 * The server under test runs in the test's own process, so it trusts the certificate through the
 * HTTPS agent it is given (PushOptions.agent): NODE_EXTRA_CA_CERTS is read once when a Node process
 * starts, so it cannot be set for the process that is already running the tests. A server started
 * as a process of its own would take the same certificate through NODE_EXTRA_CA_CERTS.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// http_ece has no types of its own; decrypt is all that is used.
// @ts-expect-error -- a CommonJS module without type declarations
import ece from 'http_ece';

const decrypt = (ece as { decrypt: (body: Buffer, params: object) => Buffer }).decrypt;

export type DeliveredPush = {
  name: string;
  payload: unknown;
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
  vapidKey: string;
  audience: string;
  subject: string;
};

type Receiver = { ecdh: ECDH; auth: Buffer; answers: number[]; retryAfter?: string };

const b64url = (data: Buffer) => data.toString('base64url');

/** The certificate: self-signed, for 127.0.0.1, made with the openssl command line. */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'selah-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks `vapid t=<jwt>, k=<key>` and returns what it says; throws when anything is wrong. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`The JWT is ${jwtHeader.alg}, not ES256`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== origin) throw new Error(`The JWT's audience ${claims.aud} is not ${origin}`);
  const nowSeconds = Date.now() / 1000;
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) {
    throw new Error('The JWT expires outside the next 24 hours');
  }
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`The JWT's subject is ${claims.sub}`);
  return { vapidKey: key, audience: claims.aud, subject: claims.sub };
}

export async function startPushService() {
  const { key, cert } = makeCertificate();
  const receivers = new Map<string, Receiver>();
  const delivered: DeliveredPush[] = [];
  /** Requests refused by a check (bad VAPID, undecryptable body): each is a failed test. */
  const problems: string[] = [];
  const requests: { name: string; status: number }[] = [];
  let origin = '';

  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const receiver = receivers.get(name);
      const answer = (status: number, headers: Record<string, string> = {}) => {
        requests.push({ name, status });
        response.writeHead(status, headers).end();
      };
      if (!receiver) return answer(404);
      const queued = receiver.answers.shift();
      if (queued !== undefined) {
        return answer(queued, receiver.retryAfter ? { 'Retry-After': receiver.retryAfter } : {});
      }
      try {
        if (request.method !== 'POST') throw new Error(`Method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        }
        const vapid = checkVapid(request.headers.authorization, origin);
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: receiver.ecdh,
          authSecret: b64url(receiver.auth),
        });
        delivered.push({
          name,
          payload: JSON.parse(plain.toString('utf8')) as unknown,
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          ...vapid,
        });
        answer(201, { Location: `${origin}/message/${delivered.length}` });
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        answer(400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Trusts this service's certificate (and only what Node trusts besides). */
    agent: new Agent({ ca: cert, keepAlive: false }),
    delivered,
    problems,
    requests,
    /** A browser's subscription on this service: fresh keys, as PushSubscription.toJSON() gives. */
    subscribe(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(name, { ecdh, auth, answers: [] });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** The next requests to this subscription are answered with these statuses, in order. */
    answerNext(name: string, statuses: number[], retryAfter?: string) {
      const receiver = receivers.get(name);
      if (!receiver) throw new Error(`No subscription ${name}`);
      receiver.answers.push(...statuses);
      receiver.retryAfter = retryAfter;
    },
    /** The browser unsubscribed: the service answers 404 from now on. */
    forget(name: string) {
      receivers.delete(name);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

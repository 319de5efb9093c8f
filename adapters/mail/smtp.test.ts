import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/index';
import { seedDemoData } from '../seed/index';
import type { MailMessage } from './index';
import { createSmtpMailer, describeSmtpUrl } from './index';

/** What one SMTP session handed over. */
interface Received {
  helo: string;
  auth: { user: string; pass: string } | null;
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of RFC 5321 for a client to deliver: greeting, EHLO/HELO, AUTH PLAIN/LOGIN, MAIL, RCPT,
 * DATA (dot-unstuffed), RSET, NOOP, QUIT. Recipients at `refused.example` get a 550.
 */
async function startSmtpServer() {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let session: Received = { helo: '', auth: null, from: '', to: [], data: '' };
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
    let dataLines: string[] = [];
    let loginUser = '';
    let buffered = '';
    const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          session.data = dataLines.map((dataLine) => `${dataLine}\r\n`).join('');
          received.push(session);
          session = { helo: session.helo, auth: session.auth, from: '', to: [], data: '' };
          mode = 'command';
          reply('250 2.0.0 queued');
        } else dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      if (mode === 'login-user') {
        loginUser = decode(line);
        mode = 'login-pass';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'login-pass') {
        session.auth = { user: loginUser, pass: decode(line) };
        mode = 'command';
        return reply('235 2.7.0 authenticated');
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          session.helo = argument;
          return socket.write('250-test.local greets you\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        case 'HELO':
          session.helo = argument;
          return reply('250 test.local');
        case 'AUTH': {
          const [mechanism = '', initial] = rest;
          if (mechanism.toUpperCase() === 'PLAIN' && initial) {
            const [, user = '', pass = ''] = decode(initial).split('\0');
            session.auth = { user, pass };
            return reply('235 2.7.0 authenticated');
          }
          if (mechanism.toUpperCase() === 'LOGIN') {
            mode = 'login-user';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('504 5.5.4 mechanism not supported');
        }
        case 'MAIL':
          session.from = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          return reply('250 2.1.0 ok');
        case 'RCPT': {
          const to = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          if (to.endsWith('@refused.example')) return reply('550 5.1.1 no such mailbox');
          session.to.push(to);
          return reply('250 2.1.5 ok');
        }
        case 'DATA':
          mode = 'data';
          dataLines = [];
          return reply('354 end with <CRLF>.<CRLF>');
        case 'RSET':
          session = { helo: session.helo, auth: session.auth, from: '', to: [], data: '' };
          return reply('250 2.0.0 ok');
        case 'NOOP':
          return reply('250 2.0.0 ok');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return socket.end();
        default:
          return reply('502 5.5.2 command not recognised');
      }
    };

    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        onLine(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\r\n');
      }
    });
    reply('220 test.local ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Bytes of quoted-printable / RFC 2047 Q text (`=XX` escapes, everything else as is). */
function quotedBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** A header value with its RFC 2047 encoded words decoded (adjacent words joined, as the RFC says). */
function decodeHeader(value: string): string {
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  const flush = () => {
    out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const match of value.matchAll(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g)) {
    const between = value.slice(last, match.index);
    if (!(pending.length > 0 && /^\s*$/.test(between))) {
      flush();
      out += between;
    }
    const [, encoding = 'Q', text = ''] = match;
    pending.push(
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedBytes(text.replaceAll('_', ' ')),
    );
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** Headers (lower-case names, unfolded, decoded) and the text body of a single-part message. */
function parseMessage(data: string) {
  const split = data.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of data
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const raw = data.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? quotedBytes(raw.replace(/=\r\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : raw;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

describe('SMTP mailer', { timeout: 60_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: OpenDatabase;
  let organiserId: number;
  const SENT_AT = '2026-11-22T10:00:00.000Z';
  const mailer = (user = 'mailer', pass = 's3cret:p@ss') =>
    createSmtpMailer({
      url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${smtp.port}`,
      from: 'Petits Sportifs <no-reply@petits-sportifs.example>',
      db: database.db,
      now: () => SENT_AT,
      timeoutMs: 5_000,
    });
  const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
    organiserId,
    to: 'camille@example.be',
    template: 'password.reset',
    language: 'en',
    subject: 'Reset your password',
    body: 'Follow this link to choose a new password:\nhttps://petits-sportifs.localhost/en/auth/password?token=abc\n',
    ...overrides,
  });
  const outbox = (recipient: string) =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openDatabase({});
    await seedDemoData(database.db);
    const organiser = await database.db
      .selectFrom('organisers')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    organiserId = organiser.id;
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it('delivers recipient, subject and body over SMTP, authenticated with the URL credentials', async () => {
    const sender = mailer();
    await sender.send(message());
    sender.close();
    const delivered = smtp.received.at(-1);
    expect(delivered?.auth).toEqual({ user: 'mailer', pass: 's3cret:p@ss' });
    expect(delivered?.from).toBe('no-reply@petits-sportifs.example');
    expect(delivered?.to).toEqual(['camille@example.be']);
    const { headers, body } = parseMessage(delivered?.data ?? '');
    expect(headers.to).toBe('camille@example.be');
    expect(headers.from).toBe('Petits Sportifs <no-reply@petits-sportifs.example>');
    expect(headers.subject).toBe('Reset your password');
    expect(headers['content-language']).toBe('en');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(body).toBe(message().body);
  });

  it('records the sent message in mail_outbox with sent_at set', async () => {
    await mailer().send(message({ to: 'recorded@example.be' }));
    const rows = await outbox('recorded@example.be');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      organiser_id: organiserId,
      template: 'password.reset',
      language: 'en',
      subject: 'Reset your password',
      body: message().body,
      sent_at: SENT_AT,
    });
  });

  it('keeps accents, long lines and lines starting with a dot intact', async () => {
    const subject = 'Réinitialisez votre mot de passe — Petits Sportifs';
    const body = `Bonjour Zoé,\n.\n..point\n${'Cliquez sur le lien ci-dessous pour choisir un nouveau mot de passe. '.repeat(4)}\nÀ bientôt !\n`;
    await mailer().send(message({ to: 'zoe@example.be', language: 'fr', subject, body }));
    const delivered = smtp.received.at(-1);
    expect(delivered?.to).toEqual(['zoe@example.be']);
    const parsed = parseMessage(delivered?.data ?? '');
    expect(parsed.headers.subject).toBe(subject);
    expect(parsed.headers['content-language']).toBe('fr');
    expect(parsed.body).toBe(body);
  });

  it('throws when the server refuses the recipient, and records the message unsent', async () => {
    const before = smtp.received.length;
    await expect(mailer().send(message({ to: 'nobody@refused.example' }))).rejects.toThrow(/550|recipient/i);
    expect(smtp.received.length).toBe(before);
    const rows = await outbox('nobody@refused.example');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).toBeNull();
  });

  it('throws when no server answers', async () => {
    const closed = await startSmtpServer();
    const port = closed.port;
    await closed.close();
    const sender = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@petits-sportifs.example',
      db: database.db,
      timeoutMs: 2_000,
    });
    await expect(sender.send(message({ to: 'unreachable@example.be' }))).rejects.toThrow();
    expect((await outbox('unreachable@example.be'))[0]?.sent_at).toBeNull();
  });

  it('accepts only smtp:// and smtps:// URLs and logs them without credentials', () => {
    expect(() =>
      createSmtpMailer({ url: 'http://mail.example:25', from: 'a@b.example', db: database.db }),
    ).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(describeSmtpUrl('smtp://user:pass@mail.example:587')).toBe('smtp://mail.example:587');
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Builds a multipart/form-data body by hand so tests control exactly what is sent. */
export function multipart(fields: Record<string, string>, file?: { name?: string; type?: string; data: Buffer }) {
  const boundary = `----canino${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'pet.jpg'}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function sessionCookie(res: LightMyRequestResponse, name = 'canino_session'): string {
  const c = res.cookies.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name} cookie in response`);
  return `${name}=${c.value}`;
}

export async function loginAs(app: FastifyInstance, mobile: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res);
}

import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { SANDBOX_TEXT, type SandboxText, sandboxLanguage, sandboxMoney } from './sandbox-gateway-text.ts';
import {
  answerHolds,
  openPayToken,
  type PayTokenPayload,
  SANDBOX_BASE_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  signBody,
} from './sandbox-protocol.ts';

/**
 * The built-in sandbox gateway: a party of its own that happens to be served by this process under
 * /sandbox-gateway/. It shows a hosted payment page, takes the payer's decision, and tells the operator with a
 * signed server-to-server callback over HTTP, as a real gateway does. It shares nothing with the operator's code but
 * the protocol (sandbox-protocol.ts) and the secret.
 */
export type SandboxGatewayOptions = {
  db: Db;
  secret: string;
  log: FastifyBaseLogger;
  /** Delivery attempts of one callback, and the wait for each answer. */
  attempts?: number;
  timeoutMs?: number;
};

const ATTEMPTS = 3;
const TIMEOUT_MS = 5_000;

type Decision = { status: 'paid' | 'declined'; delivered: boolean };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef1f6;color:#1c2333;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,30,60,.12);width:100%;max-width:420px;padding:24px}
.brand{font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#5b6b8c;margin:0 0 12px}
h1{font-size:22px;margin:0 0 16px}dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#5b6b8c}dd{margin:0;text-align:right;word-break:break-all}.amount{font-size:30px;font-weight:700;margin:0 0 16px}
.actions{display:flex;flex-direction:column;gap:10px}button,a.button{display:block;width:100%;min-height:48px;border:0;
border-radius:10px;font-size:17px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:12px}
.approve{background:#1a7f4b;color:#fff}.decline{background:#e8ebf2;color:#8a1c1c}a.button{background:#2457c5;color:#fff}
.note{font-size:13px;color:#5b6b8c;margin:16px 0 0}`;

/** The page's icon, inline, so that a browser does not ask for /favicon.ico (the CSP allows data: images only). */
const ICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%232457c5'/%3E%3Crect x='12' y='20' width='40' height='26' rx='4' fill='none' stroke='%23fff' stroke-width='5'/%3E%3Cpath d='M12 29h40' stroke='%23fff' stroke-width='5'/%3E%3C/svg%3E">`;

function page(text: PageText, title: string, body: string, refreshTo?: string): string {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="3;url=${escapeHtml(refreshTo)}">` : '';
  return `<!doctype html><html lang="${escapeHtml(text.language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${refresh}
<title>${escapeHtml(title)} - ${escapeHtml(text.t.brand)}</title>${ICON_LINK}<style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(text.t.brand)}</p>${body}</main></body></html>`;
}

/** The page's words and the language they are in. */
type PageText = { language: LanguageCode; t: SandboxText };

function pageText(asked: unknown, acceptLanguage: string | undefined): PageText {
  const language = sandboxLanguage(asked, acceptLanguage);
  return { language, t: SANDBOX_TEXT[language] };
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

function details(text: PageText, payment: PayTokenPayload): string {
  return `<p class="amount" data-testid="sandbox-amount">${escapeHtml(sandboxMoney(payment.amount, payment.currency, text.language))}</p>
<dl><dt>${escapeHtml(text.t.merchantOrder)}</dt><dd data-testid="sandbox-order-number">${escapeHtml(payment.order_number)}</dd>
<dt>${escapeHtml(text.t.payment)}</dt><dd>${escapeHtml(payment.payment_id)}</dd></dl>`;
}

function paymentPage(text: PageText, payment: PayTokenPayload, session: string): string {
  const action = `${SANDBOX_BASE_PATH}/pay/${encodeURIComponent(payment.payment_id)}`;
  const { t } = text;
  return page(
    text,
    t.pay,
    `<h1>${escapeHtml(t.confirm)}</h1>${details(text, payment)}
<form method="post" action="${escapeHtml(action)}" class="actions">
<input type="hidden" name="session" value="${escapeHtml(session)}">
<input type="hidden" name="lang" value="${escapeHtml(text.language)}">
<button type="submit" name="decision" value="approve" class="approve" data-testid="sandbox-approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="decline" data-testid="sandbox-decline">${escapeHtml(t.decline)}</button>
</form><p class="note">${escapeHtml(t.sandboxNote)}</p>`,
  );
}

function resultPage(text: PageText, payment: PayTokenPayload, decision: Decision): string {
  const paid = decision.status === 'paid';
  const { t } = text;
  const note = decision.delivered ? t.told : t.notTold;
  return page(
    text,
    paid ? t.paid : t.declined,
    `<h1 data-testid="sandbox-result">${escapeHtml(paid ? t.approved : t.declinedTitle)}</h1>${details(text, payment)}
<div class="actions"><a class="button" href="${escapeHtml(payment.return_url)}" data-testid="sandbox-return">${escapeHtml(t.returnToSite)}</a></div>
<p class="note">${escapeHtml(note)} ${escapeHtml(t.takenBack)}</p>`,
    payment.return_url,
  );
}

const notFoundPage = (text: PageText) =>
  page(text, text.t.notFound, `<h1>${escapeHtml(text.t.unknownPayment)}</h1><p>${escapeHtml(text.t.invalidLink)}</p>`);

const expiredPage = (text: PageText) =>
  page(text, text.t.expired, `<h1>${escapeHtml(text.t.expiredTitle)}</h1><p>${escapeHtml(text.t.startNew)}</p>`);

/** Builds and signs the callback message of a decision: a fresh nonce and timestamp per delivery. */
export function sandboxCallback(
  secret: string,
  payment: Pick<PayTokenPayload, 'payment_id' | 'order_number' | 'amount' | 'currency'>,
  status: 'paid' | 'declined',
): { body: string; signature: string } {
  const message: SandboxCallbackBody = {
    payment_id: payment.payment_id,
    order_number: payment.order_number,
    amount: payment.amount,
    currency: payment.currency,
    status,
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomBytes(16).toString('hex'),
  };
  const body = JSON.stringify(message);
  return { body, signature: signBody(secret, body) };
}

export function registerSandboxGateway(http: FastifyInstance, options: SandboxGatewayOptions): void {
  const { db, secret, log } = options;
  const attempts = options.attempts ?? ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function deliver(payment: PayTokenPayload, status: 'paid' | 'declined'): Promise<boolean> {
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const { body, signature } = sandboxCallback(secret, payment, status);
      try {
        const response = await fetch(payment.notify_url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body,
          // A merchant's callback address never redirects: following one would post the message elsewhere.
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const answer = await response.text();
        const answerSigned = answerHolds(secret, body, answer, response.headers.get(SANDBOX_SIGNATURE_HEADER) ?? undefined);
        if (response.ok && answerSigned) {
          await db
            .updateTable('sandbox_gateway_payments')
            .set((eb) => ({
              callback_attempts: eb('callback_attempts', '+', attempt),
              callback_delivered_at: new Date(),
              callback_error: '',
            }))
            .where('payment_id', '=', payment.payment_id)
            .execute();
          return true;
        }
        lastError = response.ok ? 'answer not signed for this callback' : `HTTP ${response.status}`;
        // The merchant refused the message itself: sending it again will not change its mind.
        if (response.status >= 400 && response.status < 500) break;
      } catch (error) {
        lastError = (error as Error).message;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
    log.warn({ payment_id: payment.payment_id, error: lastError }, 'sandbox gateway: callback not delivered');
    await db
      .updateTable('sandbox_gateway_payments')
      .set((eb) => ({ callback_attempts: eb('callback_attempts', '+', attempts), callback_error: lastError.slice(0, 500) }))
      .where('payment_id', '=', payment.payment_id)
      .execute();
    return false;
  }

  async function decisionOf(paymentId: string): Promise<Decision | undefined> {
    const row = await db
      .selectFrom('sandbox_gateway_payments')
      .select(['status', 'callback_delivered_at'])
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    return row ? { status: row.status, delivered: row.callback_delivered_at !== null } : undefined;
  }

  void http.register(async (scope) => {
    // The hosted page posts an ordinary HTML form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    scope.get<{ Params: { paymentId: string }; Querystring: { session?: string; lang?: string } }>(
      `${SANDBOX_BASE_PATH}/pay/:paymentId`,
      async (request, reply) => {
        const text = pageText(request.query.lang, request.headers['accept-language']);
        const session = request.query.session ?? '';
        const payment = openPayToken(secret, session);
        if (!payment || payment.payment_id !== request.params.paymentId) return sendPage(reply, 404, notFoundPage(text));
        const decision = await decisionOf(payment.payment_id);
        if (decision) return sendPage(reply, 200, resultPage(text, payment, decision));
        if (payment.expires_at < Date.now()) return sendPage(reply, 410, expiredPage(text));
        return sendPage(reply, 200, paymentPage(text, payment, session));
      },
    );

    scope.post<{ Params: { paymentId: string }; Body: Record<string, string> | undefined }>(
      `${SANDBOX_BASE_PATH}/pay/:paymentId`,
      async (request, reply) => {
        const form = request.body ?? {};
        const text = pageText(form.lang, request.headers['accept-language']);
        const payment = openPayToken(secret, String(form.session ?? ''));
        if (!payment || payment.payment_id !== request.params.paymentId) return sendPage(reply, 404, notFoundPage(text));
        const wanted = form.decision === 'approve' ? 'paid' : form.decision === 'decline' ? 'declined' : undefined;
        if (!wanted) return sendPage(reply, 400, page(text, text.t.choose, `<h1>${escapeHtml(text.t.chooseTitle)}</h1>`));

        let decision = await decisionOf(payment.payment_id);
        if (!decision) {
          if (payment.expires_at < Date.now()) return sendPage(reply, 410, expiredPage(text));
          // The first decision on a payment is final; a second submission only re-sends its notice.
          await db
            .insertInto('sandbox_gateway_payments')
            .values({
              payment_id: payment.payment_id,
              order_number: payment.order_number,
              amount: payment.amount,
              currency_code: payment.currency,
              status: wanted,
              notify_url: payment.notify_url,
              return_url: payment.return_url,
            })
            .onConflict((oc) => oc.column('payment_id').doNothing())
            .execute();
          decision = (await decisionOf(payment.payment_id)) as Decision;
        }
        if (!decision.delivered) decision = { ...decision, delivered: await deliver(payment, decision.status) };
        return sendPage(reply, 200, resultPage(text, payment, decision));
      },
    );
  });
}

/** Sending email: over SMTP to a real server on loopback, to the log without SMTP_URL, 503 in production. */
import assert from "node:assert/strict";
import { decodeWords, startMailSink } from "../../tests/mail-sink.ts";
import { attachmentsOf } from "../outbox/outbox-test-helpers.ts";
import { AppError } from "./errors.ts";
import {
  assertMailAvailable,
  MAIL_FAILED,
  MAIL_NOT_SET_UP,
  mailConfigured,
  sendMail,
  transmitMail,
} from "./mail.ts";

const FROM = "SwiftCart <no-reply@swiftcart.in>";

/** Runs fn with console[method] captured instead of printed. */
async function capture(method: "info" | "error", fn: () => Promise<void>): Promise<string[]> {
  const original = console[method];
  const lines: string[] = [];
  console[method] = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    await fn();
  } finally {
    console[method] = original;
  }
  return lines;
}

Deno.test("mail: sent over SMTP and received as written", async () => {
  const sink = await startMailSink();
  try {
    const settings = { smtpUrl: sink.url, mailFrom: FROM, env: "production" };
    assert.equal(mailConfigured(settings), true);
    await sendMail(settings, {
      to: "ravi@sharma-electronics.in",
      subject: "Your SwiftCart code is 482913",
      text: "Use 482913 to reset your password. It expires in 10 minutes.",
    });
    const mail = await sink.waitFor((m) => m.to.includes("ravi@sharma-electronics.in"));
    assert.deepEqual(mail.to, ["ravi@sharma-electronics.in"]);
    assert.equal(mail.from, "no-reply@swiftcart.in");
    assert.equal(mail.subject, "Your SwiftCart code is 482913");
    assert.equal(mail.text, "Use 482913 to reset your password. It expires in 10 minutes.");
    assert.match(mail.raw, /^From: SwiftCart <no-reply@swiftcart\.in>\r?$/m);
    assert.equal(mail.user, undefined, "no credentials in the URL: no AUTH");

    // With an HTML part and credentials in the URL (the same sink, a second transporter).
    const withUser = sink.url.replace("smtp://", "smtp://mailer:secret@");
    await sendMail({ ...settings, smtpUrl: withUser }, {
      to: "asha@example.in",
      subject: "Your bank details were changed",
      text: "If this was not you, contact support.",
      html: "<p>If this was not you, contact support.</p>",
    });
    const notice = await sink.waitFor((m) => m.to.includes("asha@example.in"));
    assert.equal(notice.user, "mailer");
    assert.equal(notice.text, "If this was not you, contact support.");
    assert.match(notice.raw, /<p>If this was not you, contact support\.<\/p>/);
    assert.equal(sink.messages.length, 2);
  } finally {
    await sink.close();
  }
});

Deno.test("mail sink: encoded subjects are decoded; waitFor gives up after its timeout", async () => {
  assert.equal(decodeWords("=?UTF-8?Q?Your_code_=E2=80=94_482913?="), "Your code — 482913");
  assert.equal(decodeWords("=?utf-8?B?4oK5IDEsMjAw?= =?utf-8?Q?_paid?="), "₹ 1,200 paid");
  const sink = await startMailSink();
  try {
    await sendMail({ smtpUrl: sink.url, mailFrom: FROM, env: "development" }, {
      to: "asha@example.in",
      subject: "Order ₹1,200 confirmed — thank you",
      text: "Namaste 🙏",
    });
    const mail = await sink.waitFor(() => true);
    assert.equal(mail.subject, "Order ₹1,200 confirmed — thank you");
    assert.equal(mail.text, "Namaste 🙏");
    await assert.rejects(sink.waitFor((m) => m.to.includes("nobody@example.in"), 50), /No matching mail/);
  } finally {
    await sink.close();
  }
});

Deno.test("mail: without SMTP_URL outside production, the mail is written to the log", async () => {
  const settings = { mailFrom: FROM, env: "development" };
  assert.equal(mailConfigured(settings), false);
  assertMailAvailable(settings);
  const lines = await capture(
    "info",
    () =>
      sendMail(settings, {
        to: "asha@example.in",
        subject: "Your SwiftCart code is 120394",
        text: "Use 120394.",
      }),
  );
  assert.equal(lines.length, 1);
  assert.match(lines[0], /asha@example\.in/);
  assert.match(lines[0], /Your SwiftCart code is 120394/);
  assert.match(lines[0], /Use 120394\./);
});

Deno.test("mail: in production without SMTP_URL, sending answers 503 with a clear message", async () => {
  const settings = { smtpUrl: undefined, mailFrom: FROM, env: "production" };
  const is503 = (error: unknown) =>
    error instanceof AppError && error.status === 503 && error.message === MAIL_NOT_SET_UP;
  assert.throws(() => assertMailAvailable(settings), is503);
  const lines = await capture("info", async () => {
    await assert.rejects(sendMail(settings, { to: "a@example.in", subject: "Code 1", text: "1" }), is503);
  });
  assert.deepEqual(lines, [], "nothing, least of all the code, goes to the log");
});

Deno.test("mail: an SMTP server that is not there is a 503, not a hung request", async () => {
  const sink = await startMailSink();
  const url = sink.url;
  await sink.close(); // the port is free again: connections are refused
  const started = Date.now();
  const errors = await capture("error", async () => {
    await assert.rejects(
      sendMail({ smtpUrl: url, mailFrom: FROM, env: "production" }, {
        to: "a@example.in",
        subject: "S",
        text: "T",
      }),
      (error: unknown) => error instanceof AppError && error.status === 503 && error.message === MAIL_FAILED,
    );
  });
  assert.ok(Date.now() - started < 5000);
  assert.equal(errors.length, 1, "the cause is logged for the operator");
});

Deno.test("mail: attachments arrive byte for byte, beside the text and HTML parts", async () => {
  const sink = await startMailSink();
  try {
    const pdf = new TextEncoder().encode("%PDF-1.7\n₹ 1,23,456.00\n%%EOF\n");
    const binary = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256);
    await sendMail({ smtpUrl: sink.url, mailFrom: FROM, env: "production" }, {
      to: "asha@example.in",
      subject: "Your order was delivered",
      text: "Your invoice is attached.",
      html: "<p>Your invoice is attached.</p>",
      attachments: [
        { filename: "invoice-LM-2627-0001.pdf", content: pdf },
        // A view into a larger buffer: only its own bytes are sent.
        { filename: "data.bin", content: new Uint8Array(binary.buffer, 1000, 1500) },
      ],
    });
    const mail = await sink.waitFor((m) => m.to.includes("asha@example.in"));
    assert.equal(mail.text, "Your invoice is attached.");
    assert.match(mail.raw, /Content-Type: application\/pdf; name="?invoice-LM-2627-0001\.pdf/);
    const files = attachmentsOf(mail.raw);
    assert.deepEqual([...files.keys()], ["invoice-LM-2627-0001.pdf", "data.bin"]);
    assert.deepEqual(files.get("invoice-LM-2627-0001.pdf"), pdf);
    assert.deepEqual(files.get("data.bin"), binary.slice(1000, 2500));
  } finally {
    await sink.close();
  }
});

Deno.test("mail: transmitMail lets the SMTP error through, logging nothing", async () => {
  const sink = await startMailSink();
  const url = sink.url;
  await sink.close();
  const errors = await capture("error", async () => {
    await assert.rejects(
      transmitMail({ smtpUrl: url, mailFrom: FROM, env: "production" }, {
        to: "a@example.in",
        subject: "S",
        text: "T",
      }),
      (error: unknown) => !(error instanceof AppError) && /ECONNREFUSED|connect/i.test(String(error)),
    );
  });
  assert.deepEqual(errors, []);
  await assert.rejects(
    transmitMail({ mailFrom: FROM, env: "production" }, { to: "a@example.in", subject: "S", text: "T" }),
    /SMTP_URL is not set/,
  );
});

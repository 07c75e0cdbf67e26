/**
 * Email over SMTP (nodemailer), configured by SMTP_URL (smtp://user:pass@host:587; smtps:// for TLS from
 * the first byte) and MAIL_FROM. Without SMTP_URL outside production, mails are written to the log so the
 * flows that send them still work on a laptop; in production without it, sending answers 503: a code that
 * silently goes nowhere would leave the person waiting for it.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { Buffer } from "node:buffer";
import { AppError } from "./errors.ts";

/** The part of the app's Config that mail needs (Config has these fields, so it can be passed whole). */
export interface MailSettings {
  smtpUrl?: string;
  mailFrom: string;
  env: string;
}

export interface Mail {
  to: string;
  /** Kept ASCII where possible: a plain subject is not encoded, so it reads the same everywhere. */
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (e.g. an invoice PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  /** Guessed from the file name when unset (`.pdf`: application/pdf). */
  contentType?: string;
}

export const MAIL_NOT_SET_UP =
  "Email is not set up on this site yet, so we cannot send your code. Please try again later or contact support.";
export const MAIL_FAILED = "We could not send the email just now. Please try again in a few minutes.";

/** A dead or unreachable SMTP server fails the request after this long instead of holding it open. */
const SMTP_TIMEOUT_MS = 10_000;

/** Whether mail goes out over SMTP (else it is logged, or refused in production). */
export const mailConfigured = (settings: MailSettings): boolean => Boolean(settings.smtpUrl);

/**
 * Throws the 503 sendMail would throw, for flows that must refuse before doing anything (e.g. a password
 * reset, which answers the same for every email address and so cannot fail only for real accounts).
 */
export function assertMailAvailable(settings: MailSettings): void {
  if (!mailConfigured(settings) && settings.env === "production") throw new AppError(503, MAIL_NOT_SET_UP);
}

/** One transporter per URL: the settings are fixed for a process, tests use a sink each. */
const transporters = new Map<string, Transporter>();

function transporterFor(url: string): Transporter {
  let transporter = transporters.get(url);
  if (!transporter) {
    transporter = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transporters.set(url, transporter);
  }
  return transporter;
}

export async function sendMail(settings: MailSettings, mail: Mail): Promise<void> {
  assertMailAvailable(settings);
  try {
    await transmitMail(settings, mail);
  } catch (error) {
    // The cause is for the operator (it may name the SMTP host); the person gets a message they can act on.
    console.error(`Sending mail to ${mail.to} failed:`, error);
    throw new AppError(503, MAIL_FAILED);
  }
}

/**
 * Sends one mail and lets the SMTP error through as it is (the outbox records it and tries again later):
 * no 503, no log line. Without SMTP_URL outside production the mail is written to the log; in production
 * without it, this throws.
 */
export async function transmitMail(settings: MailSettings, mail: Mail): Promise<void> {
  if (!settings.smtpUrl) {
    if (settings.env === "production") throw new Error("SMTP_URL is not set");
    const files = mail.attachments?.length
      ? `\n(attached: ${mail.attachments.map((a) => `${a.filename}, ${a.content.length} bytes`).join("; ")})`
      : "";
    console.info(`Mail (not sent: SMTP_URL is not set) to ${mail.to}: ${mail.subject}\n${mail.text}${files}`);
    return;
  }
  await transporterFor(settings.smtpUrl).sendMail({
    from: settings.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
      contentType: file.contentType,
    })),
  });
}

import { type FormEvent, useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { EmailField, Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";
import { type ResetFlowPaths, VENDOR_RESET_FLOW } from "../src/auth/password-reset/reset-flow.ts";

/**
 * A panel's password reset, one step per page: the email (forgot
 * password), the code (/vendor-otp), the new password (/vendor-reset-password). The email and code of a
 * verified step travel in this tab's sessionStorage, never in a URL that lands in logs and history; the
 * server checks the code again when the password is set. The vendor's flow unless `flow` names another
 * (the admin's: src/auth/password-reset/reset-flow.ts).
 */
type Props = ({ step: "request" } | { step: "verify"; email: string } | { step: "reset" }) & {
  flow?: ResetFlowPaths;
};

const REDIRECT_MS = 3000;

interface Verified {
  email: string;
  otp: string;
}

function readVerified(key: string): Verified | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null");
    return typeof value?.email === "string" && typeof value?.otp === "string" ? value : null;
  } catch {
    return null;
  }
}

function writeVerified(key: string, value: Verified | null): void {
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: the reset step will say to verify again.
  }
}

/** "Failed to send OTP", then the server's reason when it gave one. */
function failure(error: unknown, refused: string, network: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return network;
  return error.message ? `${refused}: ${error.message}` : refused;
}

function RequestCode({ flow }: { flow: ResetFlowPaths }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setNotice({ kind: "error", text: "Please enter your email." });
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", `${flow.api}/forgot-password`, { email: email.trim() });
      location.assign(`${flow.otpPage}?email=${encodeURIComponent(email.trim())}`);
      return;
    } catch (error) {
      setNotice({ kind: "error", text: failure(error, "Failed to send OTP", "Something went wrong") });
    }
    setBusy(false);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice} />
      <EmailField
        id="reset-email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Sending..." : "Send OTP"}
      </button>
    </form>
  );
}

function VerifyCode({ email, flow }: { email: string; flow: ResetFlowPaths }) {
  const hydrated = useHydrated();
  const [otp, setOtp] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.replace(/\s/g, "");
    if (!/^[0-9]{6}$/.test(code)) {
      return setNotice({ kind: "error", text: "Please enter the 6-digit code from the email." });
    }
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", `${flow.api}/verify-otp`, { email, otp: code });
      writeVerified(flow.storageKey, { email, otp: code });
      location.assign(flow.resetPage);
      return;
    } catch (error) {
      setNotice({ kind: "error", text: failure(error, "Failed to Verify OTP", "Failed to verify OTP") });
    }
    setBusy(false);
  };

  const resend = async () => {
    setBusy(true);
    try {
      await apiCall("POST", `${flow.api}/forgot-password`, { email });
      setNotice({ kind: "info", text: "If an account uses this email, a new code is on its way." });
    } catch (error) {
      setNotice({ kind: "error", text: failure(error, "Failed to send OTP", "Something went wrong") });
    }
    setBusy(false);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice} />
      <Field id="otp-email" name="email" label="Email" type="email" value={email} readOnly />
      <Field
        id="otp-code"
        name="otp"
        label="6-digit code"
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={otp}
        onChange={(event) => setOtp(event.currentTarget.value.replace(/[^0-9]/g, ""))}
        hint="Check your inbox (and spam folder). A code works for 10 minutes."
      />
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Checking..." : "Verify OTP"}
      </button>
      <button
        type="button"
        className="btn btn-outline auth-resend"
        disabled={!hydrated || busy}
        onClick={resend}
      >
        Send a new code
      </button>
    </form>
  );
}

function ResetPassword({ flow }: { flow: ResetFlowPaths }) {
  const hydrated = useHydrated();
  // Unknown until the browser's storage is read (never during server rendering).
  const [verified, setVerified] = useState<Verified | null | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => setVerified(readVerified(flow.storageKey)), []);

  if (verified === undefined) return <p className="muted">Loading...</p>;
  if (verified === null && !done) {
    return (
      <FormNotice notice={{ kind: "error", text: "Invalid access. Please complete OTP verification first." }}>
        {" "}
        <a href={flow.forgotPage}>Start again</a>
      </FormNotice>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 6) {
      return setNotice({ kind: "error", text: "Password must be at least 6 characters long." });
    }
    if (password !== confirm) return setNotice({ kind: "error", text: "Passwords do not match." });
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", `${flow.api}/reset-password`, { ...verified!, newPassword: password });
      writeVerified(flow.storageKey, null);
      setDone(true);
      setNotice({ kind: "success", text: "Password reset successfully! Redirecting to login..." });
      setTimeout(() => location.assign(flow.loginPage), REDIRECT_MS);
      return;
    } catch (error) {
      setNotice({
        kind: "error",
        text: failure(error, "Failed to reset password", "Failed to reset password"),
      });
    }
    setBusy(false);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice} />
      <Field
        id="new-password"
        name="newPassword"
        label="New Password"
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        required
        minLength={6}
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        hint="At least 6 characters."
        addon={<PasswordToggle shown={shown} controls="new-password" onToggle={() => setShown((s) => !s)} />}
      />
      <Field
        id="confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        required
        maxLength={128}
        value={confirm}
        onChange={(event) => setConfirm(event.currentTarget.value)}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg auth-submit"
        disabled={!hydrated || busy || done}
      >
        {busy ? "Saving..." : "Reset Password"}
      </button>
    </form>
  );
}

function VendorResetFlow(props: Props) {
  const flow = props.flow ?? VENDOR_RESET_FLOW;
  if (props.step === "verify") return <VerifyCode email={props.email} flow={flow} />;
  if (props.step === "reset") return <ResetPassword flow={flow} />;
  return <RequestCode flow={flow} />;
}

export default island("VendorResetFlow", VendorResetFlow);

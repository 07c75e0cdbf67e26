/**
 * The second step of an admin's or store's sign-in (after the password): the 6-digit code of the
 * authenticator app or a recovery code; an admin in production without two-step sign-in first scans the QR
 * code, and is shown the recovery codes before going on. Used by islands/_panel-sign-in.tsx.
 */
import { type FormEvent, useState } from "react";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { setFlash } from "./_flash.ts";
import { ReadOnlyAnchor, type ReadOnlyLink, startedReadOnly } from "./_read-only-sign-in.tsx";

export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** The 202 answer of a sign-in whose password was right. */
export interface SecondStep {
  message: string;
  step: "code" | "enrol";
  token: string;
  expiresInSeconds: number;
  enrolment?: Enrolment;
}

interface SignedIn {
  message: string;
  role: "admin" | "vendor";
  recoveryCodes?: string[];
}

/** What an app needs: the QR code, and the secret to type where the camera cannot help. */
export function EnrolmentCard({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="two-step-enrolment">
      <img
        className="two-step-qr"
        src={enrolment.qr}
        alt="QR code for your authenticator app"
        width="200"
        height="200"
      />
      <p className="form-hint">
        Can't scan it? Enter this key in the app: <span className="two-step-secret">{enrolment.secret}</span>
      </p>
    </div>
  );
}

/** The recovery codes, shown once, with what they are for. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="two-step-lead">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they are
        not shown again.
      </p>
      <ul className="two-step-codes" aria-label="Recovery codes">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
    </>
  );
}

export function SecondStepForm(
  { area, step, next, successText, readOnlyLink, onRestart }: {
    area: string;
    step: SecondStep;
    next: string;
    successText?: string;
    /** Shown with a refusal that started a read-only session (403 with `readOnly: true`). */
    readOnlyLink?: ReadOnlyLink;
    onRestart(): void;
  },
) {
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const enrol = step.step === "enrol";
  const id = `${area}-two-step-code`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setNotice({ kind: "error", text: "Please enter the code." });
      return;
    }
    setBusy(true);
    setNotice(null);
    setReadOnly(false);
    try {
      const answer = await apiCall<SignedIn>("POST", "/api/two-step/sign-in", { token: step.token, code });
      const text = successText ?? answer.message;
      setFlash(text);
      if (answer.recoveryCodes) {
        setCodes(answer.recoveryCodes);
        setNotice({ kind: "success", text });
        setBusy(false);
        return;
      }
      setNotice({ kind: "success", text });
      location.assign(next);
      return;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 && /expired/i.test((error as Error).message)) return onRestart();
      setNotice({ kind: "error", text: status === 0 ? "Error logging in" : (error as Error).message });
      setReadOnly(startedReadOnly(error));
      setCode("");
    }
    setBusy(false);
  };

  if (codes) {
    return (
      <div className="auth-form" data-testid="two-step-recovery">
        <FormNotice notice={notice} />
        <RecoveryCodeList codes={codes} />
        <a className="btn btn-primary btn-lg auth-submit" href={next}>I have saved them: continue</a>
      </div>
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h2 className="auth-step-title">{enrol ? "Set up two-step sign-in" : "Two-step sign-in"}</h2>
      <p className="two-step-lead">{step.message}</p>
      {enrol && step.enrolment && <EnrolmentCard enrolment={step.enrolment} />}
      <FormNotice notice={notice}>{readOnly && <ReadOnlyAnchor link={readOnlyLink} />}</FormNotice>
      <Field
        id={id}
        name="code"
        label={enrol ? "Code from the app" : "Code"}
        autoComplete="one-time-code"
        inputMode={enrol ? "numeric" : "text"}
        autoFocus
        required
        maxLength={32}
        value={code}
        hint={enrol ? undefined : "6 digits from the app, or a recovery code like k7q2m-x4pfa"}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Checking..." : enrol ? "Turn on and sign in" : "Verify"}
      </button>
      <p className="auth-forgot">
        <button type="button" className="two-step-restart" onClick={onRestart}>Start again</button>
      </p>
    </form>
  );
}

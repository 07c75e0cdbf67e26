/**
 * The profile pages' two-step sign-in section (admin and store): turn it on with a QR code and a first code
 * (then the 10 recovery codes, shown once), make new recovery codes, or turn it off; both need the current
 * password or a code. An admin in production cannot turn it off.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { type Enrolment, EnrolmentCard, RecoveryCodeList } from "./_two-step-sign-in.tsx";

export interface TwoStepState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

const failure = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : "Network or server error!";

const since = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });

/** What a change is confirmed with: turning on, the app's first code; the others, the password or a code. */
const CONFIRMED_WITH = {
  code: {
    id: "two-step-confirm-code",
    name: "code",
    label: "Code from the app",
    autoComplete: "one-time-code",
    inputMode: "numeric",
    maxLength: 32,
  },
  proof: {
    id: "two-step-proof",
    name: "proof",
    label: "Current password or a code from the app",
    type: "password",
    autoComplete: "current-password",
    maxLength: 128,
  },
} as const;

/** The field a change is confirmed with, and the buttons that make it. */
function Confirmation(
  { by, value, onChange, children }: {
    by: keyof typeof CONFIRMED_WITH;
    value: string;
    onChange(value: string): void;
    children: ReactNode;
  },
) {
  return (
    <>
      <Field {...CONFIRMED_WITH[by]} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      <div className="profile-actions">{children}</div>
    </>
  );
}

function TwoStepSection({ state: initial }: { state: TwoStepState }) {
  const hydrated = useHydrated();
  const [state, setState] = useState(initial);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [proof, setProof] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ kind: "error", text: failure(error) });
    }
    setBusy(false);
  };

  const start = () =>
    run(async () => {
      setCodes(null);
      setEnrolment(await apiCall<Enrolment>("POST", "/api/two-step/setup"));
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await apiCall<{ message: string; recoveryCodes: string[] }>(
        "POST",
        "/api/two-step/enable",
        { code },
      );
      setEnrolment(null);
      setCode("");
      setCodes(answer.recoveryCodes);
      setState({ ...state, enabled: true, enabledAt: new Date().toISOString(), recoveryCodesLeft: 10 });
      setNotice({ kind: "success", text: answer.message });
    });
  };

  /** The password, or a code when it looks like one (6 digits or a recovery code). */
  const proofBody = () =>
    /^\s*(\d{3}\s?\d{3}|[a-z2-9]{5}-?[a-z2-9]{5})\s*$/i.test(proof)
      ? { code: proof }
      : { currentPassword: proof };

  const change = (path: "/api/two-step/disable" | "/api/two-step/recovery-codes") =>
    run(async () => {
      if (!proof) throw new ApiError(400, "Please enter your current password or a code from your app.");
      const answer = await apiCall<{ message: string; recoveryCodes?: string[] }>("POST", path, proofBody());
      setProof("");
      if (answer.recoveryCodes) {
        setCodes(answer.recoveryCodes);
        setState({ ...state, recoveryCodesLeft: answer.recoveryCodes.length });
      } else {
        setCodes(null);
        setState({ ...state, enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      }
      setNotice({ kind: "success", text: answer.message });
    });

  return (
    <section
      className="panel-section profile-section"
      aria-labelledby="two-step-title"
      data-testid="two-step-section"
    >
      <header className="panel-section-head">
        <h2 id="two-step-title">Two-step sign-in</h2>
      </header>
      {!state.enabled && !enrolment && (
        <>
          <p className="two-step-lead">
            Off: your password alone signs you in. With two-step sign-in, signing in also asks for a 6-digit
            code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS,
            or any other).
          </p>
          <div className="profile-actions">
            <button type="button" className="btn btn-primary" disabled={!hydrated || busy} onClick={start}>
              Turn on two-step sign-in
            </button>
          </div>
        </>
      )}
      {enrolment && (
        <form onSubmit={confirm} noValidate>
          <p className="two-step-lead">
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <EnrolmentCard enrolment={enrolment} />
          <Confirmation by="code" value={code} onChange={setCode}>
            <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
              {busy ? "Checking..." : "Confirm and turn on"}
            </button>
          </Confirmation>
        </form>
      )}
      {state.enabled && (
        <>
          <p className="two-step-lead">
            On{state.enabledAt ? ` since ${since(state.enabledAt)}` : ""}: signing in asks for a code from
            your app. {state.recoveryCodesLeft} recovery code{state.recoveryCodesLeft === 1 ? "" : "s"} left.
            {state.required && " Required for administrators."}
          </p>
          {codes && <RecoveryCodeList codes={codes} />}
          <Confirmation by="proof" value={proof} onChange={setProof}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={!hydrated || busy}
              onClick={() => change("/api/two-step/recovery-codes")}
            >
              New recovery codes
            </button>
            {!state.required && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={!hydrated || busy}
                onClick={() => change("/api/two-step/disable")}
              >
                Turn off
              </button>
            )}
          </Confirmation>
        </>
      )}
      <FormNotice notice={notice} />
    </section>
  );
}

export default island("TwoStepSection", TwoStepSection);

/**
 * Sign Out in a panel's top bar: a plain form post to the sign-out call, which ends the session on the
 * server and answers a browser with a 303 to the sign-in page. No script needed, so pages without other
 * islands ship none.
 */
export function SignOutForm({ path }: { path: string }) {
  return (
    <form className="panel-sign-out" method="post" action={path}>
      <button type="submit" className="btn panel-sign-out-button" data-testid="sign-out">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="m16 17 5-5-5-5" />
          <path d="M21 12H9" />
        </svg>
        <span>Sign Out</span>
      </button>
    </form>
  );
}

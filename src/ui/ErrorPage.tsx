import { Layout } from "./Layout.tsx";
import { renderDocument } from "./render.tsx";

const headings: Record<number, string> = {
  404: "We couldn't find that page",
  500: "Something went wrong on our side",
  503: "We'll be right back",
};

function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <Layout>
      <section className="error-page">
        <p className="error-code">{status}</p>
        <h1>{headings[status] ?? "We couldn't do that"}</h1>
        <p>{message}</p>
        <div className="actions">
          <a className="btn btn-primary" href="/">Back to the home page</a>
          <a className="btn" href="/products">Browse all products</a>
        </div>
      </section>
    </Layout>
  );
}

export const renderErrorPage = (status: number, message: string) =>
  renderDocument(<ErrorPage status={status} message={message} />, {
    title: headings[status] ?? "Error",
    robots: "noindex",
  });

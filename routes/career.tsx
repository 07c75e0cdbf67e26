import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { Breadcrumb } from "../src/content/ContentPage.tsx";
import { COMPANY, formatDate, mailto } from "../src/content/company.ts";
import { listJobs } from "../src/content/jobs.queries.ts";

interface Job {
  id: string;
  title: string;
  description: string;
  postedOn: string;
}

interface Data {
  jobs: Job[];
  total: number;
}

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const { rows, total } = await listJobs(db, { limit: 100, page: 1 });
  return {
    data: {
      jobs: rows.map((job) => ({
        id: job.id,
        title: job.title,
        description: job.description,
        postedOn: new Date(job.created_at).toISOString(),
      })),
      total,
    },
    head: {
      title: "Careers",
      description:
        "Work at SwiftCart: open positions in engineering, operations, vendor success and customer " +
        "support. Apply by email.",
    },
  };
}

const values = [
  { title: "Customers first", text: "Every decision starts with the person waiting for their order." },
  {
    title: "Small teams, real ownership",
    text: "You ship to production in your first week and own what you build.",
  },
  { title: "Local stores win", text: "We succeed when the shops on our platform grow." },
  { title: "Learn every day", text: "A yearly learning budget, mentoring and time to explore." },
];

const benefits = [
  "Health insurance for you, your spouse, children and parents",
  "Flexible hours, hybrid work at our Bengaluru office, and remote or field roles across India",
  "Employee stock options for every full-time role",
  "26 days of paid leave, plus parental leave beyond the statutory minimum",
];

function JobCard({ job }: { job: Job }) {
  const headingId = `job-${job.id}`;
  return (
    <li className="job-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{job.title}</h3>
        <p className="job-posted">
          Posted on <time dateTime={job.postedOn}>{formatDate(new Date(job.postedOn))}</time>
        </p>
        <p className="job-description">{job.description}</p>
        <a className="btn btn-primary" href={mailto(COMPANY.careersEmail, job.title)}>
          Apply<span className="visually-hidden">for {job.title}</span>
        </a>
      </article>
    </li>
  );
}

export default function CareerPage({ data }: PageProps<Data>) {
  return (
    <Layout>
      <Breadcrumb title="Careers" />
      <div className="content-page">
        <header className="content-hero">
          <h1>Careers at SwiftCart</h1>
          <div className="content-lead">
            <p>
              We are building the fastest way for India to buy electronics and everyday essentials from the
              stores around them. Join a small team where your work reaches customers and shopkeepers the same
              day.
            </p>
          </div>
          <p className="careers-jump">
            {data.total
              ? (
                <a className="btn btn-primary" href="#open-positions">
                  {`See open positions (${data.total})`}
                </a>
              )
              : (
                <a className="btn btn-primary" href={mailto(COMPANY.careersEmail, "Job application")}>
                  Send us your CV
                </a>
              )}
          </p>
        </header>

        <section className="careers-life" aria-labelledby="life-heading">
          <h2 id="life-heading">Life at SwiftCart</h2>
          <ul className="content-cards">
            {values.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
          <h3 className="careers-benefits-title">What we offer</h3>
          <ul className="careers-benefits">
            {benefits.map((benefit) => <li key={benefit}>{benefit}</li>)}
          </ul>
        </section>

        <section className="careers-jobs" id="open-positions" aria-labelledby="jobs-heading">
          <h2 id="jobs-heading">
            Open positions <span className="content-count">{data.total}</span>
          </h2>
          {data.jobs.length
            ? <ul className="job-list">{data.jobs.map((job) => <JobCard key={job.id} job={job} />)}</ul>
            : (
              <div className="content-empty-state">
                <p>
                  <strong>There are no open positions right now.</strong>
                </p>
                <p>
                  We are always glad to hear from people who care about great shopping experiences. Send your
                  CV to <a href={mailto(COMPANY.careersEmail, "Job application")}>{COMPANY.careersEmail}</a>
                  {" "}
                  and we will contact you when a suitable role opens.
                </p>
              </div>
            )}
          {data.jobs.length > 0 && (
            <p className="content-note">
              Don't see a role for you? Send your CV to{" "}
              <a href={mailto(COMPANY.careersEmail, "Job application")}>{COMPANY.careersEmail}</a>.
            </p>
          )}
        </section>

        <p className="careers-equal">
          SwiftCart is an equal-opportunity employer. We welcome applicants of every gender, caste, religion,
          disability, age and sexual orientation, and we never ask for money at any stage of hiring.
        </p>
      </div>
    </Layout>
  );
}

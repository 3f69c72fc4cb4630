import { requestMeta } from "../../core/accounts/browser";
import { randomUUID } from "node:crypto";
import { Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/create-job";
import { createJob } from "../../core/jobs";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { Alert } from "../components/auth/fields";
import { JobForm } from "../components/employer/job-form";
import { jobFormContext, runJobFormAction, type JobFormActionData } from "../lib/job-form.server";
import { readForm } from "../lib/form.server";
import { requireUser } from "../lib/session.server";

export const meta = () => [{ title: `Post a Job | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/** Post a Job (ARCHITECTURE §5 heading). Approved employers post for their company; admins name one. Guarded by routes/guarded.tsx. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const context = await jobFormContext(user);
  const allowed = user.role === "admin" || (user.role === "employer" && context.membership?.status === "approved");
  return {
    ...context,
    allowed,
    role: user.role,
    pending: context.membership?.status === "pending",
    idempotencyKey: randomUUID(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  return runJobFormAction(request, form, async (values) => {
    const key = String(form.get("idempotency_key") ?? "");
    const companyName = user.role === "admin" ? String(form.get("company_name") ?? "").slice(0, 1000) : "";
    const created = await createJob(
      user,
      companyName ? { ...values, company_name: companyName } : values,
      key,
      requestMeta(request),
    );
    return redirect(`/dashboard/jobs-list?created=${created.id}${created.held.length ? "&pending=1" : ""}`);
  });
}

const blank = {
  title: "",
  category: "",
  job_type: "",
  location: "",
  salary_range: "",
  salary_currency: "INR",
  salary_unit: "YEAR",
  experience: "",
  qualification: "",
  application_deadline: "",
  link_to_job: "",
  skills: "",
  job_description: "",
  workplace: "onsite",
  equity: "",
};

export default function CreateJob() {
  const { categories, companyName, allowed, pending, idempotencyKey, role } = useLoaderData<typeof loader>();
  const actionData = useActionData<JobFormActionData>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Post a Job</h1>
      {allowed ? (
        <>
          <p className="mt-2 text-slate-600">
            Posting for {companyName}. It appears in search, on your company page, in the sitemap and the feed once your
            company is verified (until then it waits for review).
          </p>
          <JobForm
            mode="create"
            askCompany={role === "admin"}
            initial={{ ...blank, company_name: "", ...actionData?.values }}
            categories={categories}
            companyName={companyName}
            idempotencyKey={idempotencyKey}
            errors={actionData?.errors}
            formError={actionData?.formError}
          />
        </>
      ) : (
        <div className="mt-6 max-w-xl">
          <Alert tone="info">
            {pending
              ? "Your employer account is waiting for approval by a member of your company or an admin. You can post jobs once approved."
              : "Jobs are posted from an employer account."}
          </Alert>
          {!pending ? (
            <p className="mt-4 text-slate-700">
              Hiring?{" "}
              <Link to="/register/employer" className="font-semibold text-brand-700 hover:underline">
                Create an employer account
              </Link>{" "}
              with your company.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

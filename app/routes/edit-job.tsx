import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit-job";
import { jobFormValues, updateJob } from "../../core/jobs";
import { payForForm } from "../../core/jobs/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { JobForm } from "../components/employer/job-form";
import { jobFormContext, runJobFormAction, type JobFormActionData } from "../lib/job-form.server";
import { readForm } from "../lib/form.server";
import { requireUser } from "../lib/session.server";

export const meta = () => [{ title: `Edit Job | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

function jobId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) throw data("Not found", { status: 404 });
  return Number(param);
}

/** Edit Job (ARCHITECTURE §5 heading), at /dashboard/edit-job/{id} and SPEC's edit-job/{id}. Someone else's job is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = jobId(params.id);
  try {
    const [values, context] = await Promise.all([jobFormValues(user, id), jobFormContext(user)]);
    // The form takes a rupee yearly salary in lakhs (LPA): the stored whole rupees are shown so.
    const shown: Record<string, string> = { ...values, salary_range: payForForm(values) };
    return { id, values: shown, categories: context.categories };
  } catch (error) {
    throw answerAppError(error, (refusal) => refusal.message, { notFoundPage: true, hideForbidden: true });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = jobId(params.id);
  const form = await readForm(request);
  return runJobFormAction(request, form, async (values) => {
    await updateJob(user, id, values);
    return redirect(`/dashboard/jobs-list?updated=${id}`);
  });
}

export default function EditJob() {
  const { values, categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<JobFormActionData>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Edit Job</h1>
      <p className="mt-2 text-slate-600">{values.company_name}</p>
      <JobForm
        mode="edit"
        initial={{ ...values, ...actionData?.values }}
        categories={categories}
        companyName={values.company_name}
        errors={actionData?.errors}
        formError={actionData?.formError}
      />
    </div>
  );
}

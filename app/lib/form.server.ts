/**
 * The posted form of a page action. A body that is not a form (JSON, plain text,
 * broken multipart, a client that hung up) reads as an empty form, so the action
 * answers with its own 4xx message (usually the CSRF check's) instead of a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

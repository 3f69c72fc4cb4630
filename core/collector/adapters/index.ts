import type { SourceType } from "../collector.schema";
import type { SourceAdapter } from "./adapter";
import { ashbyAdapter } from "./ashby";
import { greenhouseAdapter } from "./greenhouse";
import { jsonLdAdapter } from "./jsonld";
import { leverAdapter } from "./lever";
import { recruiteeAdapter } from "./recruitee";
import { workableAdapter } from "./workable";

export const adapters: Record<SourceType, SourceAdapter> = {
  greenhouse: greenhouseAdapter,
  lever: leverAdapter,
  ashby: ashbyAdapter,
  recruitee: recruiteeAdapter,
  workable: workableAdapter,
  jsonld: jsonLdAdapter,
};

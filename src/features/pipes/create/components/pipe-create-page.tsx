import { useMemo, useState } from "react";
import { tabStorage } from "@/lib/kept-value";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { createPipeDraftStore, draftStorageKey } from "../model/draft-storage";
import type { EndpointList } from "../model/kafka-model";
import { draftFromPipe, emptyDraft, type PipeDraft } from "../model/pipe-draft";
import { PipeCreateWizard } from "./pipe-create-wizard";

interface PipeCreatePageProps {
  serviceRef: ServiceRef;
  /** Duplicate: the pipe the form starts from. */
  sourcePipe?: Pipe;
  endpoints: EndpointList;
  createEndpointHref: string;
  onCreated: (pipe: Pipe) => void;
  onCancel: () => void;
}

/**
 * Where the form starts: the draft this tab kept (when it is for the same pipe, or for a new one),
 * else the pipe being duplicated, else an empty form. "Start over" drops the kept draft.
 */
export function PipeCreatePage({ serviceRef, sourcePipe, ...rest }: PipeCreatePageProps) {
  const key = draftStorageKey(serviceRef);
  // One store per service: the form writes whenever it changes, so the store must not change with each render.
  const store = useMemo(() => createPipeDraftStore(tabStorage(), key), [key]);
  const [start, setStart] = useState(() => initialDraft(store.read(), sourcePipe));
  return (
    <PipeCreateWizard
      // A fresh start is a fresh form: nothing of the old one's state stays.
      key={start.generation}
      serviceRef={serviceRef}
      initialDraft={start.draft}
      restored={start.restored}
      store={store}
      onStartOver={() => {
        store.clear();
        setStart((current) => ({ ...initialDraft(null, sourcePipe), generation: current.generation + 1 }));
      }}
      {...rest}
    />
  );
}

function initialDraft(kept: PipeDraft | null, sourcePipe: Pipe | undefined): { draft: PipeDraft; restored: boolean; generation: number } {
  const forThisForm = kept !== null && kept.fromPipeId === (sourcePipe?.id ?? null);
  if (forThisForm) return { draft: kept, restored: true, generation: 0 };
  return { draft: sourcePipe ? draftFromPipe(sourcePipe) : emptyDraft(), restored: false, generation: 0 };
}

import type { ReactNode } from "react";
import type { Pipe } from "@/shared/schemas/pipe";
import { CopyableText } from "@/ui/copy-button";
import { destinationName, formatYesNo } from "../model/pipe-format";
import { CodePairTable, CodeTags, DetailList } from "./detail-list";

/** Where a pipe writes: the table, how it is defined, and its columns. */
export function PipeDestinationPanel({ destination }: { destination: Pipe["destination"] }) {
  const definition = destination.tableDefinition;
  return (
    <section className="card pipe-panel" aria-labelledby="pipe-destination-title">
      <h2 id="pipe-destination-title" className="card__title">Destination</h2>
      <div className="stack">
        <DetailList
          items={[
            { label: "Table", value: <CopyableText value={destinationName(destination)} label="destination table" /> },
            { label: "Managed table", value: formatYesNo(destination.managedTable) },
          ]}
        />
        <h3>Table definition</h3>
        {definition ? (
          <DetailList
            items={[
              { label: "Engine version column", value: definition.engine?.versionColumnId ? <code>{definition.engine.versionColumnId}</code> : null },
              { label: "Engine columns", value: <CodeTags values={definition.engine?.columnIds} empty="Not set" /> },
              { label: "Sorting key", value: <CodeTags values={definition.sortingKey} empty="Not set" /> },
              { label: "Partition by", value: definition.partitionBy ? <code>{definition.partitionBy}</code> : <span className="muted">Not partitioned</span> },
              { label: "Primary key", value: definition.primaryKey ? <code>{definition.primaryKey}</code> : null },
            ]}
          />
        ) : (
          <p className="muted">Not given</p>
        )}
        <h3 id="pipe-columns-title">Columns <span className="muted">({destination.columns.length})</span></h3>
        {destination.columns.length === 0 ? (
          <p className="muted">No columns listed.</p>
        ) : (
          <CodePairTable label="Destination columns" labelledBy="pipe-columns-title" headers={["Name", "Type"]}
            rows={destination.columns.map((column) => [column.name, column.type] as const)} />
        )}
      </div>
    </section>
  );
}

/** Which source field feeds which destination column; `action` and `children` let the editor add its controls. */
export function PipeFieldMappings({ mappings, action, hideTable = false, children }: {
  mappings: Pipe["fieldMappings"];
  action?: ReactNode;
  hideTable?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="card pipe-panel" aria-labelledby="pipe-mappings-title">
      <div className="pipe-panel__head">
        <h2 id="pipe-mappings-title" tabIndex={-1}>Field mappings <span className="muted">({mappings.length})</span></h2>
        {action}
      </div>
      <div className="stack">
        {children}
        {hideTable ? null : mappings.length === 0 ? (
          <p className="muted">No field mappings.</p>
        ) : (
          <CodePairTable label="Field mappings" labelledBy="pipe-mappings-title" headers={["Source field", "Destination column"]}
            rows={mappings.map((mapping) => [mapping.sourceField, mapping.destinationField] as const)} />
        )}
      </div>
    </section>
  );
}

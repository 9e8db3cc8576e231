import type { ReactNode, Ref } from "react";
import type { PostgresSource, PostgresTableMapping } from "@/shared/schemas/pipe";
import { CodeTags, ScrollingTable } from "./detail-list";

/** The tables a postgres pipe copies: where from, where to, what it leaves out and how it sorts; the editor adds its controls. */
export function PostgresTableMappings({ postgres, headingRef, headerAction, rowAction, children }: {
  postgres: PostgresSource;
  /** The heading, focusable from script: where the focus goes when a row's button is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  headerAction?: ReactNode;
  rowAction?: (mapping: PostgresTableMapping) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="card pipe-panel pipe-panel--wide" aria-labelledby="pipe-tables-title">
      <div className="pipe-panel__head">
        <h2 id="pipe-tables-title" ref={headingRef} tabIndex={-1}>Table mappings <span className="muted">({postgres.tableMappings.length})</span></h2>
        {headerAction}
      </div>
      <div className="stack">
        {children}
        {postgres.tableMappings.length === 0 ? (
          <p className="muted">No tables are mapped.</p>
        ) : (
          <ScrollingTable label="Table mappings">
            <table className="table">
              <caption className="visually-hidden">Postgres tables copied by this pipe</caption>
              <thead>
                <tr>
                  <th scope="col">Source table</th>
                  <th scope="col">Target table</th>
                  <th scope="col">Excluded columns</th>
                  <th scope="col">Sorting key</th>
                  {rowAction && <th scope="col"><span className="visually-hidden">Actions</span></th>}
                </tr>
              </thead>
              <tbody>
                {postgres.tableMappings.map((mapping) => (
                  <tr key={`${mapping.sourceSchemaName}.${mapping.sourceTable}->${mapping.targetTable}`}>
                    <td><code>{mapping.sourceSchemaName}.{mapping.sourceTable}</code></td>
                    <td><code>{mapping.targetTable}</code></td>
                    <td>
                      <CodeTags values={mapping.excludedColumns} />
                    </td>
                    <td>
                      <CodeTags values={mapping.sortingKeys} />
                      <span className="pipe-subnote muted">{mapping.useCustomSortingKey ? "Custom sorting key" : "Default sorting key"}</span>
                    </td>
                    {rowAction && <td>{rowAction(mapping)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </div>
    </section>
  );
}

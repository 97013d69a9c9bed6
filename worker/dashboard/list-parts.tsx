import type { ReactNode } from 'react';

/** A cell of a list: text, or a link and the like. */
export type Cell = ReactNode;

/**
 * A table of the owner's lists. Each cell carries its column's name, so on a
 * phone the stylesheet lays each row out as a card of labelled lines.
 */
export function ListTable({ columns, rows, empty = 'Nothing recorded yet.' }: { columns: readonly string[]; rows: readonly (readonly Cell[])[]; empty?: string }) {
  return (
    <table className="owner-list">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} data-label={columns[column]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** What the last change did, said once on the page it led back to. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="dashboard-saved" role="status">
      {children}
    </p>
  );
}

/** The link to the next page of a list, when there is one. */
export function NextPage({ href, label }: { href: string | null; label: string }) {
  return href ? (
    <p className="owner-pages">
      <a href={href}>{label}</a>
    </p>
  ) : null;
}

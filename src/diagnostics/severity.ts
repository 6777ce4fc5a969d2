/** How serious a diagnostic is. Only `error` makes a result fail. */
export type Severity = 'error' | 'warning' | 'info';

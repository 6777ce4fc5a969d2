import { writeFileSync } from 'node:fs';
import { renderDocs } from './render-docs.js';

for (const [path, content] of Object.entries(renderDocs())) {
  writeFileSync(new URL(`../${path}`, import.meta.url), content);
  console.log(`wrote ${path}`);
}

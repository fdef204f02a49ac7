/*
 * TEMPORARY: moved by the endpoint-table/collection work. Portal files that still import server/
 * outside the contract (#contract), with what they import. eslint.config.js and
 * .dependency-cruiser.cjs both let them pass (decision 0526); delete an entry once its file imports
 * only #contract, and this file with its two uses once the list is empty.
 */
module.exports = [
  "app/.server/upstream.ts", // server/api/cache/answer-text
  "app/.server/career-screens.ts", // server/api/collections/*
  "app/.server/collection-screens.ts", // server/api/collections/*
  "app/.server/page-builder-screens.ts", // server/api/collections/*
  "app/.server/website-screens.ts", // server/api/collections/*
  "app/components/collections/collection-edit.tsx", // server/api/collections/describe
  "app/components/collections/field-input.tsx", // server/api/collections/describe
  "app/components/collections/field-value.ts", // server/api/collections/describe
  "app/components/collections/preview-page.tsx", // server/api/collections/describe
  "app/lib/collections/payload.ts", // server/api/collections/describe
  "app/lib/collections/payload.test.ts", // server/api/collections/*
  "app/routes/website.preview.$collection.$id.tsx", // server/api/collections/describe
  "app/routes/_portal+/website+/generalsettings.tsx", // server/api/website-settings/{names,settings}
  "app/routes/_portal+/tradepartners.tsx", // server/api/content/ordering (dedupeById)
];

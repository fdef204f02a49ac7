/** The contract's fixed value lists: they live in ../values/, which the database layer reads too (decision 0966). */
export * from "../values/lists";
export * from "../values/languages";

/**
 * The names of formatted text (decision 0530) without its renderer: the description option and
 * the answer's HTML property. Its own module so the browser's code can name them without
 * loading the parser and sanitizer of ./rich-text.ts.
 */

/** The description option that makes a long text field formatted. */
export const RICH_TEXT_FORMAT = "markdown";

/** The answer's property holding a formatted field's HTML. */
export const htmlKey = (field: string) => `${field}_html`;

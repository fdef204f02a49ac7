/**
 * Digests and subscriptions (issue 28): each user's choice of a digest of new news, documents and
 * events (off, daily, weekly), limited to brands and SAM tags if wished, and the one-click
 * unsubscribe of one setting by the token its mail carries (RFC 8058).
 */
import { z } from "zod";
import { DIGEST_PERIODS, type DigestPeriod } from "../values/digests";

export { DIGEST_PERIODS, type DigestPeriod };

/** What an unsubscribe link turns off: the digest, or the important news sent at once. */
export const DIGEST_SETTINGS = ["digest", "important"] as const;
export type DigestSetting = (typeof DIGEST_SETTINGS)[number];

/** At most this many brands and SAM tags to limit a digest to (a choice, not a copy of the lists). */
export const DIGEST_FILTER_LIMIT = 200;

const option = z.object({ id: z.number().int(), name: z.string() });

export const digestSettingsSchema = z.object({
  period: z.enum(DIGEST_PERIODS),
  /** important news of the association by mail at once (only while a digest is chosen) */
  important: z.boolean(),
  brands: z.array(z.number().int()),
  sam_tags: z.array(z.number().int()),
  /** what the user may choose from: brands of the news and documents, every SAM tag */
  brand_options: z.array(option.extend({ company: z.string() })),
  sam_tag_options: z.array(option),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

const ids = z.array(z.number().int().positive()).max(DIGEST_FILTER_LIMIT);

export const digestSettingsPayloadSchema = z
  .object({ period: z.enum(DIGEST_PERIODS), important: z.boolean().default(true), brands: ids.default([]), sam_tags: ids.default([]) })
  .strict();
export type DigestSettingsPayload = z.input<typeof digestSettingsPayloadSchema>;

export const unsubscribePayloadSchema = z.object({ token: z.string().min(1).max(500) }).strict();
export const unsubscribeResultSchema = z.object({ setting: z.enum(DIGEST_SETTINGS) });

/** The answer to a token that is tampered with, foreign or used already: a text key the portal words (decision 0967). */
export const UNSUBSCRIBE_INVALID_MESSAGE = "descriptions.digests.unsubscribeInvalid";

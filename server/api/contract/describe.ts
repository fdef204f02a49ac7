/**
 * The one description system (decision 0956): fields (./describe/field.ts) described with the one `field`
 * builder, collections (./describe/collection.ts, decision 0700) and entities (./describe/entity.ts, decision 0527)
 * made of them. Descriptions and their readers import from here.
 */
export * from "./describe/field";
export * from "./describe/collection";
export * from "./describe/entity";
